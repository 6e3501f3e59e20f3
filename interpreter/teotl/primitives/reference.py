"""The reference of the effect language, docs/verbs.md, generated from the primitives' declarations.

    python -m teotl.primitives.reference > docs/verbs.md

Every primitive module declares its section (`registry.section`: title, introduction, notes,
examples) and, with each verb, query and statement form it registers, the rows of its doc; the
language core's names and the context values are described here and in
teotl.language.expressions. `tests/test_verbs_reference.py` fails when docs/verbs.md differs
from what this prints.
"""
from __future__ import annotations

import sys

import teotl.primitives  # noqa: F401  (every primitive registered)
from teotl.language.expressions import CONTEXT_DOCS
from teotl.language.registry import PRIMITIVES, Primitive, SECTIONS, Section


COMMAND = "python -m teotl.primitives.reference > docs/verbs.md"

_HEAD = """# Verbs, queries and context values

<!-- Generated from the primitives' declarations (interpreter/teotl/primitives/): edit those, then run
     `PYTHONPATH=interpreter """ + COMMAND + """` -->

The engine's generic primitives, one section per module of `interpreter/teotl/primitives/`. The
rule files give them the game's words through `vocabulary.aliases` (`boost: upgrade`,
`strength: level`, …); the interpreter knows only the generic names below. `docs/dsl.md` shows
each with an example from a real component.

## The language core
What the compiler itself knows (`interpreter/teotl/language/`); every other form is a primitive.

| form | meaning |
|---|---|
| `nothing` | does nothing |
| `a; b; c` | a sequence: the statements in order |

A sequence `a; b; c` is offered as an option only when every statement in it can be carried out
on the state as it is (up to the first statement that sets up what follows, like a move or a
spot: the rest can only be judged once it has happened).

| name in an expression | value |
|---|---|
| a resource name | the player's amount |
| a track name | the player's position |
| a global counter name | its value |
| a name from `vocabulary.queries` | the named expression |
| a context value (below) | what the game flow set for the running effect |

Integer arithmetic: `+ - *`, `/` is division rounded down, `%` the remainder (`7 % 3` is 1),
division or remainder by zero is 0. Comparisons give 1 or 0; `and`, `or`, `not`."""


def _cell(text: str) -> str:
    """Markdown table cell: a `|` inside would end the cell."""
    return text.replace("|", "\\|")


def _table(kind: str, primitives: list[Primitive]) -> list[str]:
    if not primitives:
        return []
    if kind == "statement":
        lines = ["| form | meaning |", "|---|---|"]
        for primitive in primitives:
            lines += [f"| {_cell(form)} | {_cell(meaning)} |" for form, meaning in primitive.rows]
        return lines
    if kind in ("query", "source", "binder"):
        head = {"query": "| query | value |", "source": "| source | items |",
                "binder": "| function over a source | value |"}[kind]
        lines = [head, "|---|---|"]
        for primitive in primitives:
            lines += [f"| {_cell(form)} | {_cell(meaning)} |" for form, meaning in primitive.rows]
        return lines
    lines = ["| verb | arguments | meaning |", "|---|---|---|"]
    for primitive in primitives:
        for index, (form, meaning) in enumerate(primitive.rows):
            name = f"`{primitive.name}`" if index == 0 else ""
            lines.append(f"| {name} | {_cell(form)} | {_cell(meaning)} |")
    return lines


def _section(section: Section) -> list[str]:
    mine = [p for p in PRIMITIVES if p.module == section.module]
    path = "interpreter/" + section.module.replace(".", "/") + ".py"
    lines = ["", f"## {section.title}"]
    if section.intro:
        lines.append(section.intro)
    lines.append(f"(`{path}`)")
    for kind in ("statement", "verb", "query", "source", "binder"):
        table = _table(kind, [p for p in mine if p.kind == kind])
        if table:
            lines += [""] + table
    if section.notes:
        lines += ["", section.notes]
    if section.examples:
        lines += ["", "```teotl", *section.examples, "```"]
    return lines


def _context_values() -> list[str]:
    setters: dict[str, list[str]] = {}
    for primitive in PRIMITIVES:
        for name in primitive.sets:
            setters.setdefault(name, []).append(f"`{primitive.name}`")
    lines = ["", "## Context values (set by the game flow while an effect runs)",
             "(`interpreter/teotl/language/expressions.py`)", "",
             "| name | value |", "|---|---|"]
    for names, meaning in CONTEXT_DOCS:
        lines.append(f"| {', '.join(f'`{n}`' for n in names)} | {_cell(meaning)} |")
    others = sorted(set(setters) - {n for names, _ in CONTEXT_DOCS for n in names})
    if others:
        lines += ["", "Set by primitives for what follows them in the effect: "
                  + "; ".join(f"`{name}` ({', '.join(setters[name])})" for name in others) + "."]
    return lines


def _events() -> list[str]:
    firing: dict[str, list[str]] = {}
    for primitive in PRIMITIVES:
        for event in primitive.fires:
            firing.setdefault(event, []).append(f"`{primitive.name}`")
    if not firing:
        return []
    lines = ["", "## Events the primitives fire",
             "Triggers (`on EVENT(filter): …`) run on them when the vocabulary declares the event.", "",
             "| event | fired by |", "|---|---|"]
    lines += [f"| `{event}` | {', '.join(names)} |" for event, names in sorted(firing.items())]
    return lines


def reference() -> str:
    """The whole of docs/verbs.md."""
    lines = _HEAD.split("\n") + _context_values()
    for section in sorted(SECTIONS.values(), key=lambda s: (s.order, s.module)):
        lines += _section(section)
    lines += _events()
    return "\n".join(lines) + "\n"


def undocumented() -> list[str]:
    """Primitives without a doc row, and modules registering primitives without a section."""
    missing = [f"{p.kind} `{p.name}` ({p.module})" for p in PRIMITIVES if not p.rows or not all(m for _, m in p.rows)]
    missing += [f"module {module} has no section" for module in sorted({p.module for p in PRIMITIVES} - set(SECTIONS))]
    return missing


if __name__ == "__main__":
    sys.stdout.write(reference())
