"""Helpers for the Imperial Settlers tests (rules/imperial-settlers, tests/test_settlers_*.py):
the shipped rule set loaded once per set of modules, a state laid out by hand (a stacked Common
deck, a player's goods, Blessings and locations), and a runner that carries out one effect
answering its questions from a script — by the option's text, a component's name, a colour or
yes/no — and fails loudly on a question the script did not expect."""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Iterable, Optional, Union

from teotl.loading import load_runtime
from teotl.model.state import GameState
from teotl.runtime.game import Game

from conftest import REPO

RULES = REPO / "rules" / "imperial-settlers"
COLOURS = ("brown", "grey", "red", "pink", "gold", "black", "blue", "violet", "white")
CORE_SUPPLIES = ("common", "common_discard", "lookout")


@lru_cache(maxsize=None)
def loaded(modules: tuple = ("aztecs",), variants: tuple = ()) -> tuple:
    return load_runtime(RULES, list(modules), [RULES / "variants" / f"{v}.yaml" for v in variants])


def runtime(modules: tuple = ("aztecs",), variants: tuple = ()):
    return loaded(modules, variants)[1]


def blank(rt, players: int = 2, seed: int = 1) -> GameState:
    """A state with nothing dealt: every supply empty, every good at 0."""
    return rt.new_state(players, seed)


def stack(state: GameState, supply: str, cards: Iterable[str]) -> None:
    """Put these instances on top of a supply, the first one on top."""
    state.supplies[supply] = list(cards) + list(state.supplies.get(supply, []))


def goods(state: GameState, seat: int, **amounts: int) -> None:
    state.players[seat].counters.update(amounts)


Answer = Union[str, Callable[[Any], Optional[str]]]


def option_by_text(decision, wanted: str) -> Optional[str]:
    """The key of the offered option whose text contains `wanted` (case ignored), or None."""
    found = [o for o in decision.options if wanted.lower() in str(o.text).lower()]
    if len(found) > 1:
        exact = [o for o in found if str(o.text).lower() == wanted.lower()]
        found = exact or found
    return found[0].key if found else None


def carry_out(rt, state: GameState, stmt, seat: int = 0, answers: Iterable[Answer] = (),
              values: Optional[dict] = None, component: Optional[str] = None) -> list:
    """Run `stmt` as `seat` on `state`, answering each decision with the next scripted answer:
    a text the option contains (its statement, a component's name, `yes`/`no`), or a function of
    the decision returning a key. Returns the decisions asked, as (kind, prompt, keys, texts)."""
    script = list(answers)
    asked = []
    runner = stmt.run(rt.context(state, seat, values=values, component=component))
    try:
        decision = next(runner)
        while True:
            asked.append((decision.kind, decision.prompt, decision.keys(), [o.text for o in decision.options]))
            assert script, f"an unexpected question: {decision.prompt} {[o.text for o in decision.options]}"
            answer = script.pop(0)
            key = answer(decision) if callable(answer) else (
                answer if answer in decision.keys() else option_by_text(decision, answer))
            assert key is not None, f"no option {answer!r} in {decision.prompt}: {[o.text for o in decision.options]}"
            decision = runner.send(decision.find(key).value)
    except StopIteration:
        pass
    assert not script, f"answers left over: {script}"
    return asked


def effect_of(rt, instance: str, key: str):
    """The compiled effect KEY of a card instance (`effects.KEY`)."""
    return rt.effects[(instance, f"effects.{key}")]


def play_game(players: int, seed: int, modules: tuple = ("aztecs",), agents: str = "random",
              variants: tuple = (), check: Optional[Callable[[Game], None]] = None) -> Game:
    """A whole game with computer players; `check(game)` after every answer (an invariant)."""
    from teotl.agents import make_agent
    rt = runtime(modules, variants)
    bots = [make_agent(agents, seed, seat) for seat in range(players)]
    game = Game(rt, players, seed, snapshots=any(getattr(b, "needs_snapshots", False) for b in bots))
    while not game.finished:
        decision = game.pending
        game.answer(bots[decision.player].choose(game, decision))
        if check is not None:
            check(game)
    return game
