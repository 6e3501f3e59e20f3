"""The one module through which the server reaches the rest of teotl.

Why one module: the engine's layers (language/, model/, primitives/, runtime/), the record and
the text layers change as the general model grows; every other server module imports these names
from here, so following a move is a change in this file only.
"""
from __future__ import annotations

from typing import Any, Iterator, Optional

from teotl import paths
from teotl.agents import AGENTS, make_agent
from teotl.agents.forced import ForcedAgent
from teotl.language import ast
from teotl.model.decisions import Decision, IllegalAnswer, Option
from teotl.model.state import GameState
from teotl.primitives.grid_edges import all_edges
from teotl.primitives.grid_space import (component_info, four_value_fields, frontier, grids_of, side_towards,
                                         turned)
from teotl.primitives.grids import read_grid
from teotl.primitives.graph_space import Graph, GraphError, graph_of, graphs_of
from teotl.runtime.endless import EndlessEffects
from teotl.runtime.game import FlowError, Game
from teotl.runtime.logtext import event_text, seat_names
from teotl.runtime.runtime import Runtime
from teotl.loading import RulesError, load_runtime
from teotl.record import RecordError, check_fingerprint, load_record, make_record, save_record
from teotl.rules.model import RuleSet
from teotl.rules.modules import UsageError
from teotl.text import LANGUAGES, Renderer
from teotl.text.play_text import PlayText

__all__ = ["AGENTS", "Decision", "all_edges", "component_info", "four_value_fields", "frontier", "graph_of", "graphs_of", "grids_of",
           "side_towards", "turned", "EndlessEffects", "FlowError", "ForcedAgent", "Game", "GameState", "IllegalAnswer", "LANGUAGES",
           "Graph", "GraphError", "Option", "PlayText", "RecordError", "Renderer", "RuleSet", "Runtime", "RulesError", "UsageError",
           "check_fingerprint", "effect_calls", "event_text", "load_record", "load_runtime", "make_agent",
           "make_record", "new_game", "paths", "read_grid", "save_record", "seat_names"]


def new_game(runtime: Runtime, players: int, seed: int) -> Game:
    """A game that keeps a copy of the state at each turn's start: the look-ahead agents need it
    (`Game.snapshots`), and a server game may have such a bot at any seat."""
    return Game(runtime, players, seed, snapshots=True)


def effect_calls(ruleset: RuleSet, verb: str) -> Iterator[tuple[str, tuple[Any, ...]]]:
    """(component id, arguments) of every call of `verb` in the rule set's parsed effects: what
    the server reads from the data where the engine has no API yet (which supplies are displays)."""
    for component in ruleset.components.values():
        for tree in (component.parsed or {}).values():
            if isinstance(tree, ast.Node):
                for node in tree.walk():
                    if isinstance(node, ast.Call) and node.verb == verb:
                        yield component.id, node.args


def call_word(arg: Any) -> Optional[str]:
    """The bare name an argument of a call is, or None (an expression, a number)."""
    for attribute in ("name", "word"):
        value = getattr(arg, attribute, None)
        if isinstance(value, str):
            return value
    words = getattr(arg, "words", None)
    if isinstance(words, tuple) and len(words) == 1 and isinstance(words[0], str):
        return words[0]
    return arg if isinstance(arg, str) else None
