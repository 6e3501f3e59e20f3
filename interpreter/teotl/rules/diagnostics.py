"""Problems found in rule files, as data: one `Diagnostic` per problem, with a stable code.

Why a stable code: rule authors, editors and CI scripts match on codes (`E105` is always a
duplicate key), tests assert them, and the text output stays greppable. Every diagnostic points
at a file, line and column (1-based, columns in characters) so an editor can jump there.

Code ranges:
  E1xx  the file itself: unreadable, not text, YAML syntax, not a mapping, duplicate key, empty
        (W12x: the rule set's catalogues, `i18n/<lang>/*.ftl`: an entry that does not parse or is
        missing from one language)
  E2xx  effect DSL syntax (E201–E204 come from `teotl.language.parser.DslSyntaxError.code`)
  E3xx  schema: missing/unknown kind, unknown key, wrong type, bad id, missing key
  E4xx  semantics: unknown names and wrong argument kinds (from `teotl.runtime.check`)
  E5xx  modules and variants: requirements, cycles, conflicts, duplicates, replaces, patches
  W…    warnings: the rule set works but something looks unintended
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Optional

ERROR = "error"
WARNING = "warning"

#: Every code this package emits, with a one-line meaning (README and `teotl check --codes`).
CODES: dict[str, str] = {
    "E101": "file cannot be read (missing, a folder, no permission)",
    "E102": "file is not UTF-8 text (binary data or another encoding)",
    "E103": "YAML syntax error",
    "E104": "tab character in indentation",
    "E105": "duplicate key in a mapping",
    "E106": "empty file (or only comments)",
    "E107": "the file's top level is not a mapping",
    "E108": "nesting too deep",
    "E109": "YAML anchors and aliases are not supported",
    "E110": "file too large",
    "E111": "a mapping key that is not text",
    "E112": "unsupported YAML feature (several documents, custom tags)",
    "E201": "effect syntax error",
    "E202": "an effect that is not text",
    "E203": "an empty effect",
    "E204": "an effect too long or nested too deeply",
    "E205": "a cost that is not an amount list",
    "E206": "an expression field that is not a single expression",
    "E300": "missing `kind`",
    "E301": "unknown `kind`",
    "E302": "unknown key",
    "E303": "wrong type of value",
    "E304": "missing required key",
    "E305": "id or name does not match its pattern",
    "E306": "value out of range or not allowed",
    "E307": "file kind does not fit its place (game.yaml must be kind game, module.yaml kind module)",
    "E308": "invalid value (other schema rule)",
    "E400": "the semantic checker failed on this effect (a bug in teotl: please report it)",
    "E401": "unknown name (resource, track, counter, query, component, supply, board, type, …)",
    "E402": "unknown function",
    "E403": "unknown verb",
    "E404": "unknown event",
    "E405": "a modifier changes something that is not a known value",
    "E406": "`any NAME` where NAME is not a group of resources or tracks",
    "E407": "a verb's arguments do not fit its form",
    "E408": "a function's arguments do not fit its form",
    "E409": "unknown component type",
    "E410": "a trigger or modifier where an effect is expected",
    "E411": "not a value where a value is expected",
    "E412": "a named query that refers to itself",
    "E413": "a named query that does not parse",
    "E414": "not a statement where a statement is expected",
    "E415": "a trigger's or modifier's filter that is not a phrase or a word",
    "E416": "a modifier or trigger that does not have its form",
    "E417": "a reward table's row or column key that is not a number or range",
    "E418": "an alias that points at nothing the engine knows",
    "E419": "not a form of `each`",
    "E420": "`else:` that is not the last arm",
    "E421": "a roll of an impossible number of dice or sides",
    "E422": "a roll arm that can never come up",
    "E423": "a template or its parameter named like something else of the vocabulary",
    "E424": "a template called with the wrong number of arguments, or without parentheses",
    "E425": "a template argument of the wrong kind (a binder, a seat for a number, …)",
    "E426": "a template argument that is not one of the words its parameter allows",
    "E427": "a template that calls itself",
    "E428": "a template used as the wrong kind (a value template as a statement), or a body of the wrong kind",
    "E429": "a template argument whose name a template's body would capture",
    "E430": "priority steps after `otherwise:` that can never run",
    "E431": "a gain that is negative as written",
    "E432": "a standing (rank, tied) without its one expression",
    "E433": "`pass` or `passed()` with arguments",
    "E434": "`flow:` names something that cannot run (a component without an effect, no turn, no end)",
    "E435": "triggers that fire each other without end (an unconditional `emit` of their own event)",
    "E440": "a grid component whose data is not a grid",
    "E441": "a number in an effect out of range (more than a million either way)",
    "E442": "loops nested too deep in one effect, or whose written counts multiply past 100 000 runs",
    "E443": "`resolve` (or try, automate, activate) names an effect that no such component has",
    "E444": "a filter word or value the event or value never has (the trigger or modifier would never apply)",
    "E445": "component data the engine reads while a game runs has the wrong shape (data.spots, data.boards)",
    "E446": "`icon(m, LETTER)` with a letter that no tile or grid has",
    "E447": "a grid data key that scored a tile laid (level_vp, match_vp, spot_vp, …): the grid's effects score it now",
    "E450": "an arrangement component whose data is not an arrangement",
    "E451": "a policy component whose data is not a policy",
    "E460": "a graph space whose nodes or edges are wrong, or one `enter` could not push pieces on",
    "E470": "a bound name of the wrong kind for its place",
    "E472": "not a source to go through",
    "E473": "a function over a source written in a form it does not take",
    "E476": "a label or mark no component or cell declares",
    "E477": "a label or mark verb written in a form it does not take",
    "E478": "`edges` of something that gives no cells, `ends` of something that is no edge",
    "E480": "a space argument that is not a grid (or a graph, or a ring) of vocabulary.spaces",
    "E481": "a cell (or node) argument that is not a cell (or node)",
    "E482": "`place … at` without a cell",
    "E483": "`edge` with a data field that is not per-edge data",
    "E484": "`place` written in a form it does not take",
    "E485": "a space declared twice, or half declared (a graph with both or neither of `from` and `nodes`)",
    "E486": "a track whose steps, start or values do not fit together",
    "E490": "`SUPPLY of (PLAYER)` (or a player's supply) named on a supply shared by all players",
    "E491": "`of` without a player, or with something that is not a player",
    "E492": "a function that needs a supply given something else",
    "E493": "`put … where` not followed by one condition in parentheses",
    "E494": "`count(SUPPLY)`: a supply where components a player owns are counted",
    "E495": "`visible: owner` on a supply that belongs to no player",
    "E496": "the loaded components break a composition rule of `vocabulary.supplies`",
    "W431": "a priority step that repeats an earlier step's guard",
    "W432": "a priority step whose guard is always false",
    "E501": "a module requires a module that is not loaded",
    "E502": "a module requires a module that does not exist",
    "E503": "modules require each other in a cycle",
    "E504": "two loaded modules conflict",
    "E505": "a component id is defined twice",
    "E506": "a module replaces a component id that no loaded module defines",
    "E507": "a variant patches a component that does not exist",
    "E508": "a variant patch path that does not exist",
    "E509": "two module manifests declare the same module id",
    "E510": "a variant requires a module that is not loaded",
    "E511": "two loaded modules replace the same component",
    "E512": "a vocabulary name or table is declared twice (game.yaml and a module, or two modules)",
    "E513": "a module needs an external module that this rule set does not have (it is dormant)",
    "E520": "two variants patch the same value (the second would silently undo the first)",
    "W101": "file does not start with a `# yaml-language-server: $schema=` line",
    "W102": "the schema line names another kind's schema",
    "W103": "a rule set's copy of a schema (schema/NAME, what editors read) differs from teotl's",
    "W105": "a component's `picture:` names a file that cannot be shown (missing, outside the rule set, not a picture)",
    "W120": "a catalogue entry (`i18n/<lang>/*.ftl` of the rule set) that does not parse: it is left out",
    "W121": "a catalogue entry that one language of a rule set's `i18n/` folder has and another lacks",
    "W122": "a template's sentence in a catalogue (`template-ID-call`) uses a variable that is none of its parameters",
    "W501": "a YAML file that belongs to no module (ignored)",
    "W502": "a module conflicts with an unknown module",
    "W503": "a variant patch creates a new key",
    "W504": "file extension .yml (only .yaml files are loaded)",
    "W505": "a variant patches the same value twice (the later patch overrides the earlier)",
    "W506": "a variant's `game:` patch replaces a section and drops keys it had (patch the key itself to change one)",
    "W510": "semantic checks skipped: teotl.runtime.check is not available",
    "W511": "semantic checks skipped or stopped because of errors reported above",
}


@dataclass(frozen=True)
class Diagnostic:
    """One problem. `file` is a path string (absolute when loaded from disk); `line`/`column`
    are 1-based, 0 when unknown. `rule_id` is the component (or module) id when known."""

    code: str
    severity: str
    message: str
    hint: str = ""
    file: Optional[str] = None
    line: int = 0
    column: int = 0
    rule_id: Optional[str] = None

    @property
    def is_error(self) -> bool:
        return self.severity == ERROR

    def where(self, display_file: Optional[str] = None) -> str:
        name = display_file if display_file is not None else (self.file or "teotl")
        if self.line:
            return f"{name}:{self.line}:{max(self.column, 1)}"
        return name

    def format_text(self, display_file: Optional[str] = None) -> str:
        """`FILE:LINE:COL: CODE message (hint) [rule_id]` — the shape compilers use, so editors
        and terminals turn it into a link."""
        text = f"{self.where(display_file)}: {self.code} {self.message}"
        if self.hint:
            text += f" ({self.hint})"
        if self.rule_id:
            text += f" [{self.rule_id}]"
        return text

    def to_json(self, display_file: Optional[str] = None) -> dict[str, Any]:
        return {
            "code": self.code,
            "severity": self.severity,
            "message": self.message,
            "hint": self.hint,
            "file": display_file if display_file is not None else self.file,
            "line": self.line,
            "column": self.column,
            "rule_id": self.rule_id,
        }

    def sort_key(self) -> tuple:
        return (self.file or "", self.line, self.column, self.code, self.message)


def error(code: str, message: str, hint: str = "", file: Any = None, line: int = 0, column: int = 0,
          rule_id: Optional[str] = None) -> Diagnostic:
    return Diagnostic(code, ERROR, message, hint, None if file is None else str(file), line, column, rule_id)


def warning(code: str, message: str, hint: str = "", file: Any = None, line: int = 0, column: int = 0,
            rule_id: Optional[str] = None) -> Diagnostic:
    return Diagnostic(code, WARNING, message, hint, None if file is None else str(file), line, column, rule_id)


def did_you_mean(word: Any, candidates: Iterable[Any], cutoff: float = 0.6) -> str:
    """`did you mean `x`?` for the closest candidate, or "" — appended to hints everywhere."""
    from teotl.language.errors import closest   # a slip of one letter first: `gian` is `gain`
    if not isinstance(word, str):
        return ""
    close = closest(word, candidates, cutoff)
    return f"did you mean `{close}`?" if close else ""


def join_hints(*hints: str) -> str:
    return "; ".join(h for h in hints if h)


def unique(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """Drop repeats (the same file checked in several module selections), keep first order."""
    seen: set[tuple] = set()
    result = []
    for diagnostic in diagnostics:
        key = (diagnostic.code, diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.message)
        if key not in seen:
            seen.add(key)
            result.append(diagnostic)
    return result
