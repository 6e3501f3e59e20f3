"""What of a rule set is rule text for players, and what is for the engine or the computer players.

Two kinds of component are in the rule files for the machine, not for a person reading the rules:

- **advice to the computer players**: a component whose every part is a modifier of a value that
  only the game's `agents:` section reads (`modify greedy_extra + 4 * gem`, where the greedy
  agent's value adds `greedy_extra`): it changes how a bot weighs a position, never a rule;
- **hooks**: a component whose whole effect is `nothing`, carried out by name from another
  component (`resolve after_turn`, `try after_turn`), or a template without parameters whose
  body is `nothing`, called by its name (`after_activation`), so that a module can replace it with
  a real step. While nothing replaces it, it is no rule and its call is no step.

Both are found from the rule data, for any game (no list of ids or types): `teotl explain --all`
and `--module` leave them out, and the rule text drops the call of a hook ("… then carry out
“After your turn” if possible" would promise a step that does not exist). `teotl explain
--hidden` (for authors) shows them, and so does naming one: `teotl explain ID`.
"""
from __future__ import annotations

from typing import Any, Iterable

from teotl.language import ast

#: the verbs that carry out a component named by its id
CARRY_OUT = ("resolve", "try")


def _trees(ruleset: Any) -> Iterable[tuple[str, Any]]:
    """(owner id, syntax tree) of every parsed field of every component and template."""
    for cid, component in (getattr(ruleset, "components", {}) or {}).items():
        for tree in (getattr(component, "parsed", None) or {}).values():
            yield cid, tree
    for tid, template in (getattr(ruleset, "templates", {}) or {}).items():
        body = getattr(getattr(template, "spec", None), "body", None)
        if body is not None:
            yield tid, body


def _names(tree: Any) -> set[str]:
    if not isinstance(tree, ast.Node):
        return set()
    names = set()
    for node in tree.walk():
        if isinstance(node, (ast.Ref, ast.Func, ast.Word)):
            names.add(node.name)
        elif isinstance(node, ast.Phrase):
            names.update(w for w in node.words if isinstance(w, str))
    return names


def agents_only_values(ruleset: Any) -> set[str]:
    """The named values the game's `agents:` section reads and no rule does."""
    parsed = getattr(ruleset, "game_parsed", {}) or {}
    read_by_agents: set[str] = set()
    for key, tree in parsed.items():
        if key.startswith("agents."):
            read_by_agents |= _names(tree)
    if not read_by_agents:
        return set()
    read_by_rules: set[str] = set()
    for key, tree in parsed.items():
        if not key.startswith("agents."):
            read_by_rules |= _names(tree)
    for _, tree in _trees(ruleset):
        if isinstance(tree, ast.Modifier):
            read_by_rules |= _names(tree.delta) | (_names(tree.condition) if tree.condition else set())
        else:
            read_by_rules |= _names(tree)
    return read_by_agents - read_by_rules


def is_agent_advice(component: Any, values: set[str]) -> bool:
    """Every part of `component` modifies one of `values` (agents_only_values)."""
    parsed = getattr(component, "parsed", None) or {}
    return bool(parsed) and all(isinstance(tree, ast.Modifier) and tree.query in values
                                for tree in parsed.values())


def carried_out_by_name(ruleset: Any) -> set[str]:
    """The ids that some effect carries out by name (`resolve ID`, `try ID`) — not its own."""
    named = set()
    for owner, tree in _trees(ruleset):
        if not isinstance(tree, ast.Node):
            continue
        for node in tree.walk():
            if isinstance(node, ast.Call) and node.verb in CARRY_OUT and node.args \
                    and isinstance(node.args[0], ast.Word) and node.args[0].name != owner:
                named.add(node.args[0].name)
    return named


def does_nothing(tree: Any) -> bool:
    """`nothing` (also as a one-statement sequence, as the parser gives it)."""
    if isinstance(tree, ast.Seq):
        return all(does_nothing(stmt) for stmt in tree.stmts)
    return isinstance(tree, ast.Nothing)


def is_hook(component: Any, named: set[str]) -> bool:
    """A component that does nothing and is carried out by name (a place for a module's step)."""
    parsed = getattr(component, "parsed", None) or {}
    return getattr(component, "id", None) in named and list(parsed) == ["effect"] and does_nothing(parsed["effect"])


def is_hook_template(template: Any) -> bool:
    """A template without parameters whose body is `nothing` ("After the activations"):
    a place where a module puts a step by replacing it, called by its name alone."""
    spec = getattr(template, "spec", None)
    return spec is not None and getattr(spec, "statement", False) and not spec.params \
        and does_nothing(spec.body)


def not_for_players(ruleset: Any) -> frozenset[str]:
    """The ids of the components that are not rule text for players: advice to the computer
    players and hooks (see the module's docstring). Cached on the rule set."""
    cached = getattr(ruleset, "_not_for_players", None)
    if cached is not None:
        return cached
    values = agents_only_values(ruleset)
    named = carried_out_by_name(ruleset)
    found = frozenset([cid for cid, component in (getattr(ruleset, "components", {}) or {}).items()
                       if is_agent_advice(component, values) or is_hook(component, named)]
                      + [tid for tid, template in (getattr(ruleset, "templates", {}) or {}).items()
                         if is_hook_template(template)])
    try:
        ruleset._not_for_players = found
    except AttributeError:
        pass
    return found


def hook_call(node: Any, hidden: frozenset[str]) -> bool:
    """`resolve ID` / `try ID` of a hook among `hidden`, or the call of a hook template by its
    name (`after_activation`): a step that does not exist."""
    if not isinstance(node, ast.Call):
        return False
    if node.verb in hidden and not node.args:
        return True
    return node.verb in CARRY_OUT and len(node.args) == 1 \
        and isinstance(node.args[0], ast.Word) and node.args[0].name in hidden


def for_players(ruleset: Any, items: Iterable[Any]) -> list[Any]:
    """`items` (components and templates) without what is not rule text for players."""
    hidden = not_for_players(ruleset)
    return [item for item in items if getattr(item, "id", None) not in hidden]
