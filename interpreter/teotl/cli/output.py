"""How `teotl check` prints: one `FILE:LINE:COL: CODE message (hint) [id]` line per problem, a
summary line per rule set when several were checked, and the totals; or the same as JSON.

Why apart from the command: the language server and other tools print or send the same
diagnostics, and paths are shown the same way everywhere (`display_path`).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Optional, TextIO


def display_path(path: Optional[str]) -> str:
    """Paths under the working folder are shown relative to it (shorter, and clickable in
    terminals and editors); others as they are."""
    if not path:
        return "teotl"
    try:
        return Path(path).resolve().relative_to(Path.cwd().resolve()).as_posix()
    except (ValueError, OSError):
        return path


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def summary(result: Any) -> dict:
    data = _counts(result, None)
    data.update({
        "unverified": len(result.unverified),
        "semantic_checks": result.semantic,
        "selections": result.selections,
        "fingerprint": result.rulesets[0].fingerprint if result.rulesets else None,
        "rulesets": [{"name": root.name, "path": display_path(str(root)), **_counts(result, root)}
                     for root in result.roots],
    })
    return data


def _counts(result: Any, root: Optional[Path]) -> dict:
    """The totals, or those of the files inside one rule-set folder."""
    def mine(path: Any) -> bool:
        return root is None or _inside(Path(path), root)
    return {
        "files": sum(1 for f in result.files if mine(f)),
        "modules": sum(1 for manifest, _ in result.modules if mine(manifest)),
        "components": sum(1 for file, _ in result.components if mine(file)),
        "effects": sum(1 for file, _ in result.effects if mine(file)),
        "errors": sum(1 for d in result.diagnostics if d.is_error and mine(d.file or "")),
        "warnings": sum(1 for d in result.diagnostics if not d.is_error and mine(d.file or "")),
    }


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
    except (ValueError, OSError):
        return False
    return True


def _counts_text(data: dict) -> str:
    return (f"{_plural(data['files'], 'file')}, {_plural(data['modules'], 'module')}, "
            f"{_plural(data['components'], 'component')}, {_plural(data['effects'], 'effect')}: "
            f"{_plural(data['errors'], 'error')}, {_plural(data['warnings'], 'warning')}")


def summary_line(result: Any) -> str:
    return "checked " + _counts_text(_counts(result, None))


def ruleset_lines(result: Any) -> list[str]:
    """`rule set NAME (PATH): N files, …` for each rule set checked."""
    return [f"rule set {root.name} ({display_path(str(root))}): {_counts_text(_counts(result, root))}"
            for root in result.roots]


def print_text(result: Any, unverified: bool, out: TextIO, per_ruleset: bool = False) -> None:
    color = out.isatty() and not os.environ.get("NO_COLOR")
    console = None
    if color:
        try:
            from rich.console import Console
            console = Console(file=out, highlight=False)
        except ImportError:  # pragma: no cover - rich is a dependency, but printing must not depend on it
            console = None
    for diagnostic in result.diagnostics:
        line = diagnostic.format_text(display_path(diagnostic.file))
        if console is not None:
            from rich.markup import escape
            style = "red" if diagnostic.is_error else "yellow"
            console.print(f"[{style}]{escape(line)}[/{style}]", soft_wrap=True)
        else:
            print(line, file=out)
    if unverified:
        print(f"unverified components ({len(result.unverified)}):", file=out)
        for component in sorted(result.unverified.values(), key=lambda c: (str(c.file), c.line)):
            where = f"{display_path(str(component.file))}:{component.line}:{component.column}"
            print(f"{where}: [{component.id}] {' '.join(component.unverified.split())}", file=out)
    if per_ruleset or len(result.roots) > 1:
        for line in ruleset_lines(result):
            print(line, file=out)
    print(summary_line(result), file=out)


def print_json(result: Any, unverified: bool, out: TextIO) -> None:
    document: dict[str, Any] = {
        "diagnostics": [d.to_json(display_path(d.file)) for d in result.diagnostics],
        "summary": summary(result),
    }
    if unverified:
        document["unverified"] = [
            {"id": c.id, "type": c.type, "module": c.module, "file": display_path(str(c.file)), "line": c.line,
             "column": c.column, "note": c.unverified}
            for c in sorted(result.unverified.values(), key=lambda c: (str(c.file), c.line))]
    json.dump(document, out, indent=2, ensure_ascii=False)
    out.write("\n")
