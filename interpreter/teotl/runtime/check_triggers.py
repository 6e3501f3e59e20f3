"""Triggers that fire each other without end: `on turn_end: emit turn_end`, or two triggers each
emitting the other's event. The check passed such rules and the first game that fired one
stopped with an internal error (Python's recursion limit).

Only what surely goes round is reported: a trigger without a filter (a filter may stop the
chain) whose effect emits an event unconditionally — as one of its statements in a row, not
under `if`, `may`, `choose`, a cost or a loop — directly or through a template it calls.
"""
from __future__ import annotations

from typing import Any, Iterator, Optional

from teotl.language import ast
from teotl.runtime.runtime import Problem

#: statements whose parts always run when they do (a sequence, braces)
_STRAIGHT = (ast.Seq,)


def _emits(node: Any, templates: dict, vocab: Any, depth: int = 0) -> Iterator[tuple[str, Any]]:
    """(event, the `emit` call or the template call leading to it) of every event `node` emits
    whenever it runs."""
    if depth > 8:
        return
    if isinstance(node, _STRAIGHT):
        for stmt in node.stmts:
            yield from _emits(stmt, templates, vocab, depth)
    elif isinstance(node, ast.Call):
        if vocab.canonical(node.verb) == "emit" and node.args and isinstance(node.args[0], ast.Word):
            yield vocab.canonical(node.args[0].name), node
        elif node.verb in templates:
            body = templates[node.verb]
            for event, _ in _emits(body, templates, vocab, depth + 1):
                yield event, node


def _template_bodies(runtime: Any) -> dict:
    """Each statement template's body, as the compiler keeps it."""
    found = {}
    for name, spec in (getattr(runtime.compiler, "templates", None) or {}).items():
        body = getattr(spec, "body", None)
        if getattr(spec, "statement", False) and body is not None:
            found[name] = body
    return found


def check_trigger_loops(runtime: Any, trees: list[tuple[str, str, Any]]) -> list[Problem]:
    templates = _template_bodies(runtime)
    vocab = runtime.vocab
    # event → the (emitted event, component id, field path, node) of every unfiltered trigger on it
    edges: dict[str, list[tuple[str, str, str, Any]]] = {}
    for cid, path, node in trees:
        if isinstance(node, ast.Trigger) and not node.filter:
            for emitted, call in _emits(node.body, templates, vocab):
                edges.setdefault(vocab.canonical(node.event), []).append((emitted, cid, path, call))
    problems, reported = [], set()
    for start in sorted(edges):
        cycle = _cycle_from(start, edges)
        if cycle is None or frozenset(step[1] + step[2] for step in cycle) in reported:
            continue
        reported.add(frozenset(step[1] + step[2] for step in cycle))
        chain = " → ".join([f"on {start}"] + [f"emit {step[0]} ({step[1]})" for step in cycle])
        _, cid, path, call = cycle[0]
        problems.append(Problem("E435", f"triggers fire each other without end: {chain}",
                                "put the emit under a condition that stops it (`if …`), or give a trigger a filter",
                                cid, path, call.line, call.column))
    return problems


def _cycle_from(start: str, edges: dict) -> Optional[list[tuple[str, str, str, Any]]]:
    """The steps of a path of unconditional emits from `start` back to `start`, or None."""
    seen: set[str] = set()

    def walk(event: str, steps: list) -> Optional[list]:
        for step in edges.get(event, ()):
            if step[0] == start:
                return steps + [step]
            if step[0] not in seen:
                seen.add(step[0])
                found = walk(step[0], steps + [step])
                if found is not None:
                    return found
        return None
    return walk(start, [])
