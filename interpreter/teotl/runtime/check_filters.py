"""The filters of triggers and modifiers (`on claim(type technology)`, `modify pieces_here(board
2, board 3) + 1`), checked against what the event or the value actually carries: E444.

Why: a filter is matched against a dictionary of attributes at run time, so a misspelt word
(`boarde 3`, `typ technology`), a value that never occurs (`board 33`) or a word that names
nothing (`on claim(zzz)`) matched nothing and the trigger or modifier silently never applied
(issue 17). What a filter can match is knowable when the rules load:

* an event the engine fires carries the attributes in `ENGINE_EVENTS` (where each is fired:
  the comment beside it; tests/test_checks_filters.py fails when the code fires one not listed);
* an event the rule files fire (`emit EVENT`) and a modified plain value (`modify power(board 1)`,
  a named query, a resource) carry the context of the effect: its board's number and the values
  the engine sets while effects run (`CONTEXT_ATTRIBUTES`), plus any name an effect binds;
* a modified function (`modify pieces_on(board 8) + 1`) carries the phrases its calls pass —
  `pieces_on(board 8)` somewhere in the rules gives `board 8`, and only that.

A phrase `KEY VALUE…` matches when the attribute KEY is one of the values; a bare word, when it
is the `type` or an attribute that is set; a bare number, when the attribute `value` is it.
"""
from __future__ import annotations

from typing import Any, Iterable, Optional

from teotl.language import ast
from teotl.language.errors import did_you_mean
from teotl.language.expressions import CONTEXT_VALUES
from teotl.language.registry import QUERY_FUNCTIONS
from teotl.runtime.check_limits import nodes
from teotl.runtime.runtime import Problem

# kinds of attribute values: what a filter may write after the attribute's name
BOARD, TRACK, PIECE, TYPE, COMPONENT, SUPPLY, SPACE, NUMBER, ANY = (
    "board", "track", "piece", "type", "component", "supply", "space", "number", "any")

#: the events the engine fires itself, with the attributes each carries
ENGINE_EVENTS: dict[str, dict[str, str]] = {
    "advanced": {"track": TRACK, "step": NUMBER},        # runtime/services.py `advance`
    "overflowed": {"kind": PIECE},                        # runtime/services.py `upgrade`
    "crossed": {"board": BOARD},                          # runtime/services.py `move_piece`
    "driven": {"board": BOARD},                           # primitives/auto_pieces.py `move acting`, `occupy spot first`
    "claim": {"type": TYPE, "id": COMPONENT},             # primitives/components.py, auto_components.py
    "acquire": {"type": TYPE, "id": COMPONENT},           # primitives/components.py, auto_components.py
    "placed": {"space": SPACE, "type": TYPE, "id": COMPONENT},   # primitives/placing.py `place`
    "landed": {"space": SPACE, "stop": NUMBER, "slot": NUMBER},   # primitives/token_ring.py `move_token`, `place_token`
}

#: what the context of a running effect carries (`Services.context_attrs`: the board's number
#: and the values the engine sets), for `emit EVENT` and modified plain values
CONTEXT_ATTRIBUTES: dict[str, str] = {
    "board": BOARD,                                       # the acting board's number
    "it": COMPONENT,                                      # the component in focus (claim, take, resolve owned …)
    "step": NUMBER,                                       # a track step being rewarded
    "spot": NUMBER, "supply_here": SUPPLY,                # the spot of a placement
    "from_board": NUMBER,                                 # where a moved piece came from
    "slot_row": NUMBER, "slot_column": NUMBER,            # the offer slot acquired
    "automaton": COMPONENT,                               # the policy answering (automate)
    "cell": ANY,                                          # the cell a placement is judged on (place … where)
    "placed": ANY,                                        # the cell just placed on (place)
    "arrived": ANY,                                       # the pieces that moved together (follow)
}

FILTER = "E444"


def check_filters(runtime: Any, trees: Iterable[tuple[str, str, Any]]) -> list[Problem]:
    trees = list(trees)
    known = _Known(runtime, trees)
    problems = []
    for cid, path, tree in trees:
        if isinstance(tree, ast.Trigger) and tree.filter:
            carried = known.event(tree.event)
            if carried is None:
                continue  # an unknown event: E404 already
            what = f"the event `{tree.event}`"
        elif isinstance(tree, ast.Modifier) and tree.filter:
            carried = known.value(tree.query)
            if carried is None:
                continue  # not a known value: E405 already
            what = f"`{tree.query}`"
        else:
            continue
        for arg in tree.filter:
            found = _filter_problem(known, arg, carried, what)
            if found is not None:
                message, hint = found
                problems.append(Problem(FILTER, message, hint, cid, path, arg.line, arg.column))
    return problems


class _Known:
    """What the rule set's events and values can carry (see the module's docstring)."""

    def __init__(self, runtime: Any, trees: list):
        vocab = self.vocab = runtime.vocab
        self.emitted: set[str] = set()
        self.calls: dict[str, dict[str, set]] = {}   # function → attribute → values its calls pass
        bound: set[str] = set()
        for _, _, tree in trees:
            for node in nodes(tree):
                if isinstance(node, ast.Call) and vocab.canonical(node.verb) == "emit" and len(node.args) == 1 \
                        and isinstance(node.args[0], ast.Word):
                    self.emitted.add(vocab.canonical(node.args[0].name))
                elif isinstance(node, ast.Func):
                    attrs = self.calls.setdefault(vocab.canonical(node.name), {})
                    for arg in node.args:
                        if isinstance(arg, ast.Phrase) and len(arg.words) == 2:
                            attrs.setdefault(vocab.canonical(str(arg.words[0])), set()).add(arg.words[1])
                elif isinstance(node, ast.Each) and node.source is not None:
                    bound.add(node.who)
                elif isinstance(node, ast.Binder):
                    bound.add(node.name)
        bound |= getattr(runtime.compiler, "names_bound", set())
        self.context = {**{name: ANY for name in bound}, **CONTEXT_ATTRIBUTES}

    def event(self, name: str) -> Optional[dict[str, str]]:
        event = self.vocab.canonical(name)
        if self.vocab.events and event not in self.vocab.events:
            return None
        carried = dict(ENGINE_EVENTS.get(event, {}))
        if event in self.emitted:
            carried.update(self.context)
        return carried

    def value(self, name: str) -> Optional[dict[str, Any]]:
        """The attributes of a modified value; a function's map to the exact values its calls pass."""
        vocab, canonical = self.vocab, self.vocab.canonical(name)
        if canonical in QUERY_FUNCTIONS:
            return {key: frozenset(values) for key, values in self.calls.get(canonical, {}).items()}
        if canonical in CONTEXT_VALUES or canonical in vocab.queries or canonical in vocab.resources:
            return dict(self.context)
        return None

    def allowed(self, kind: Any) -> Optional[list]:
        """The values an attribute of this kind can take, or None for any."""
        vocab = self.vocab
        if isinstance(kind, frozenset):
            return sorted(kind, key=str)
        return {BOARD: lambda: sorted(board.number for board in vocab.boards), TRACK: lambda: sorted(vocab.tracks),
                PIECE: lambda: sorted(vocab.pieces), TYPE: lambda: sorted(vocab.component_types),
                COMPONENT: lambda: sorted(vocab.component_ids), SUPPLY: lambda: sorted(vocab.supplies),
                SPACE: lambda: sorted(getattr(vocab, "spaces", ())),
                }.get(kind, lambda: None)()


def _filter_problem(known: _Known, arg: ast.Node, carried: dict, what: str) -> Optional[tuple[str, str]]:
    """(message, hint) when the filter argument can never match, else None."""
    vocab = known.vocab
    if isinstance(arg, ast.Phrase) and len(arg.words) >= 2:
        key = vocab.canonical(str(arg.words[0]))
        if key not in carried:
            return (f"{what} has no `{arg.words[0]}` to filter on",
                    did_you_mean(str(arg.words[0]), carried) or _offers(carried))
        kind = carried[key]
        for value in arg.words[1:]:
            problem = _value_problem(known, key, kind, value)
            if problem is not None:
                return problem
        return None
    if isinstance(arg, ast.Ref):
        word = vocab.canonical(arg.name)
        types = known.allowed(carried["type"]) or [] if "type" in carried else []
        if word in carried or word in types:
            return None
        if "type" in carried and word in vocab.tags:
            return (f"`{arg.name}` is a tag, but {what} carries the component's type, not its tags",
                    f"write a type ({', '.join(types[:6])}{', …' if len(types) > 6 else ''}) or `id COMPONENT`")
        candidates = [*carried, *types]
        return (f"`{arg.name}` is neither something {what} carries nor a type it can have",
                did_you_mean(arg.name, candidates) or _offers(carried))
    if isinstance(arg, ast.Num):
        if "value" in carried:
            return None
        return (f"a bare number filters nothing: {what} carries no `value`", "write a phrase, e.g. `board 2`")
    return None  # other forms are E415 (the compiler's)


def _value_problem(known: _Known, key: str, kind: Any, value: Any) -> Optional[tuple[str, str]]:
    allowed = known.allowed(kind)
    if kind == NUMBER and not isinstance(value, int):
        return f"`{key} {value}`: `{key}` is a number", f"write `{key} 2`"
    if allowed is None or value in allowed:
        return None
    if kind == BOARD:
        by_name = known.vocab.board_by_word(str(value))
        hint = (f"boards are filtered by number: `board {by_name.number}`" if by_name is not None
                else "the boards are numbered " + ", ".join(map(str, allowed)))
        return f"there is no board {value}", hint
    if isinstance(kind, frozenset):
        return (f"no call passes `{key} {value}`, so this filter never applies",
                "the calls pass " + ", ".join(f"`{key} {v}`" for v in allowed))
    return f"`{key} {value}`: no {kind} `{value}`", did_you_mean(str(value), allowed) or _few(allowed)


def _offers(carried: dict) -> str:
    return f"it carries: {', '.join(sorted(carried))}" if carried else "it carries nothing to filter on"


def _few(values: list) -> str:
    shown = ", ".join(map(str, values[:8]))
    return f"one of: {shown}{', …' if len(values) > 8 else ''}"
