"""Problems found in rule files, as data: one `Diagnostic` per problem, with a stable code.

Why a stable code: rule authors, editors and CI scripts match on codes (`E105` is always a
duplicate key), tests assert them, and the text output stays greppable. Every diagnostic points
at a file, line and column (1-based, columns in characters) so an editor can jump there.

Code ranges:
  E1xx  the file itself: unreadable, not text, YAML syntax, not a mapping, duplicate key, empty
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
    "E400": "the semantic checker failed (a bug in teotl: please report it)",
    "E4xx": "semantic errors reported by teotl.runtime.check (unknown resource, verb, track, …)",
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
    "W501": "a YAML file that belongs to no module (ignored)",
    "W502": "a module conflicts with an unknown module",
    "W503": "a variant patch creates a new key",
    "W504": "file extension .yml (only .yaml files are loaded)",
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
