"""The rule set's own catalogues (`i18n/<lang>/*.ftl` beside game.yaml, in a module's folder or in
`variants/`), as `teotl check` reads them: an entry that does not parse, an entry one language
has and another lacks.

Why here: the renderer never fails on a catalogue (an entry it cannot read is left out, a missing
one falls back to English, docs/translating.md), so a slip in a `.ftl` file would show only as
English words in a German game. The check names the file, line and column instead.

What counts as missing: the languages compared are those the entry's own `i18n/` folder has a
folder for (a module translated to Portuguese only is not asked for German); an entry of any of
them is missing from another one when none of the rule set's catalogues of that language has it,
nor the engine's (`rules/i18n/<lang>/`: engine.ftl, play-text.ftl …; they hold no game's words, so
another game's terms never hide a missing one). English is never asked for an entry: where it has
none, the rule file's own words (`name:`, a parameter's name) are the English text.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Optional

from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

from teotl import paths
from teotl.rules import sources
from teotl.rules.diagnostics import Diagnostic, warning

FALLBACK = "en"


def catalogue_folders(root: Path, module_dirs: list[Path]) -> list[Path]:
    """Every `i18n/` folder of the rule set: its root's, each module's, the variants folder's."""
    found, seen = [], set()
    for folder in [root, *module_dirs, root / "variants"]:
        i18n = folder / "i18n"
        if i18n.is_dir() and i18n.resolve() not in seen:
            seen.add(i18n.resolve())
            found.append(i18n)
    return found


def _position(text: str, offset: int) -> tuple[int, int]:
    before = text[:offset]
    return before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1


def _entries(path: Path, problems: list[Diagnostic], unknown: Optional[dict] = None) -> Iterator[tuple[str, int, int]]:
    """(entry id, line, column) of each message (`id`) and term (`-id`) in the file; what does not
    parse becomes a W120 at the place the parser stopped. `unknown`: template id → its parameters,
    for W122 on a template's sentence (`template-ID-call`) using a variable it is never given."""
    try:
        text = sources.read_bytes(path).decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(warning("W120", f"catalogue cannot be read: {exc}", "save it as UTF-8 text", path, 1, 1))
        return
    for item in FluentParser(with_spans=True).parse(text).body:
        if isinstance(item, FTL.Junk):
            note = item.annotations[0] if item.annotations else None
            offset = note.span.start if note is not None and note.span is not None else item.span.start
            line, column = _position(text, offset)
            head = item.content.strip().splitlines()[0][:60] if item.content.strip() else ""
            problems.append(warning(
                "W120", f"catalogue entry does not parse: {note.message if note else 'syntax error'}"
                        + (f" in `{head}`" if head else ""),
                "write `name = text`, or `-name = text` for a term, with its further lines indented; "
                "until it parses the entry is left out and English is shown", path, line, column))
        elif isinstance(item, (FTL.Message, FTL.Term)):
            name = ("-" if isinstance(item, FTL.Term) else "") + item.id.name
            line, column = _position(text, item.span.start)
            call = _CALL.match(name)
            if unknown and call and call.group(1) in unknown:
                problems += _unknown_variables(item, unknown[call.group(1)], call.group(1), text, path)
            yield name, line, column


_CALL = re.compile(r"^template-(.+)-call$")


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[Any] = []

    def visit_VariableReference(self, node: Any) -> None:  # noqa: N802 (fluent.syntax's visitor naming)
        self.found.append(node)


def _names_parameter(name: str, param: str) -> bool:
    """`$NAME` is the parameter, a form of it (`$amount_acc`, `$kind_word`) or, for a number, the
    board of that number (`$number-board`, `$number-board_dat`: teotl.text.template_text)."""
    return any(name == stem or name.startswith(stem + "_") for stem in (param, param + "-board"))


def _unknown_variables(item: Any, params: frozenset, template: str, text: str, path: Path) -> list[Diagnostic]:
    """W122 for each `{ $NAME }` of a template's sentence that is none of its parameters (a form of
    one, `$amount_acc`, or the board a number names, `$number-board`, counts as the parameter)."""
    seen = _Variables()
    seen.visit(item)
    problems = []
    for node in seen.found:
        name = node.id.name
        if any(_names_parameter(name, p) for p in params):
            continue
        line, column = _position(text, node.span.start)
        shown = ", ".join(f"`${p}`" for p in sorted(params)) or "no variables"
        problems.append(warning("W122", f"`${name}` is not a parameter of template `{template}`, so the sentence "
                                        f"shows `{name}` itself", f"its parameters: {shown}", path, line, column))
    return problems


@lru_cache(maxsize=32)
def _shipped(path: Path, stamp: float) -> frozenset[str]:
    """The entries of one of the engine's catalogues (read once per process and version)."""
    return frozenset(name for name, _, _ in _entries(path, []))


def catalogue_diagnostics(root: Path, module_dirs: list[Path], templates: Optional[dict] = None) -> list[Diagnostic]:
    """W120, W121 and (given `templates`: id → parameter names) W122 of the rule set's catalogues."""
    problems: list[Diagnostic] = []
    # folder → language → entry → (file, line, column)
    by_folder: dict[Path, dict[str, dict[str, tuple[Path, int, int]]]] = {}
    for i18n in catalogue_folders(root, module_dirs):
        languages = by_folder.setdefault(i18n, {})
        for folder in sorted(p for p in i18n.iterdir() if p.is_dir()):
            entries = languages.setdefault(folder.name, {})
            for path in sorted(folder.glob("*.ftl")):
                for name, line, column in _entries(path, problems, templates):
                    entries.setdefault(name, (path, line, column))
    merged: dict[str, set[str]] = {}
    shipped = paths.rules_dir() / "i18n"     # the engine's catalogues (no game's words): never missing
    for lang in sorted({lang for languages in by_folder.values() for lang in languages}):
        merged[lang] = set().union(*(_shipped(path, path.stat().st_mtime) for path in (shipped / lang).glob("*.ftl")))
    for languages in by_folder.values():
        for lang, entries in languages.items():
            merged.setdefault(lang, set()).update(entries)
    for i18n, languages in by_folder.items():
        order = sorted(languages, key=lambda lang: (lang != FALLBACK, lang))   # cite English first
        for name in sorted(set().union(*languages.values())):
            lang = next(lang for lang in order if name in languages[lang])
            path, line, _ = languages[lang][name]
            for other in order:
                if other != FALLBACK and name not in merged[other]:
                    problems.append(_missing(name, lang, path, line, i18n / other, root))
    return problems


def _missing(name: str, lang: str, path: Path, line: int, folder: Path, root: Path) -> Diagnostic:
    """W121 in the file that lacks the entry (the one named like the file that has it)."""
    target = folder / path.name
    return warning("W121", f"catalogue entry `{name}` is in {lang} ({_relative(path, root)}:{line}) but not in "
                           f"{folder.name}", f"add it to {_relative(target, root)}, translated; until then "
                           f"{folder.name} shows the English", target, 1, 1)


def _relative(path: Path, root: Path) -> str:
    try:
        return str(path.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)
