"""The rule sets behind the open files: which selection checks a file, the last good load of it.

Why selections: as in `teotl check`, a module's files are checked with the modules they need
(the default ones and the module's requirements), a variant with what it requires, the rest with
the default selection. Each open file's text is handed to the loader as unsaved text
(`rules.sources`), so a check sees what is typed. Re-checking is incremental by construction:
the loader keeps every file it read (by its bytes) and every effect it parsed (by its text), so
a keystroke re-reads the one file changed and re-runs the semantic check of that one selection;
the other files and selections stay loaded.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from teotl.rules import sources
from teotl.rules.diagnostics import Diagnostic, unique


@dataclass
class Checked:
    """What one check of a file found: its rule set (None for a file in no rule set, or one
    whose selection cannot be loaded), and the diagnostics by the file they are in."""
    ruleset: Any
    by_file: dict[Path, list[Diagnostic]] = field(default_factory=dict)


class Workspace:
    def __init__(self) -> None:
        self.texts: dict[Path, str] = {}
        self.last: dict[Path, Any] = {}          # file → the rule set of its last check that loaded

    # ------------------------------------------------------------------ buffers
    def set_text(self, path: Path, text: str) -> None:
        path = Path(path).resolve()
        self.texts[path] = text
        sources.set_unsaved(path, text.encode("utf-8"))

    def close(self, path: Path) -> None:
        path = Path(path).resolve()
        self.texts.pop(path, None)
        sources.set_unsaved(path, None)

    def text(self, path: Path) -> str:
        path = Path(path).resolve()
        if path in self.texts:
            return self.texts[path]
        try:
            return sources.read_bytes(path).decode("utf-8", errors="replace")
        except OSError:
            return ""

    # ------------------------------------------------------------------ checking
    def selection(self, path: Path) -> Optional[tuple[Path, list[str], list[Path]]]:
        """(rule-set folder, modules, variants) that check `path`, or None (no rule set)."""
        from teotl.rules import load_ruleset
        from teotl.rules.checking import _closure, _is_default
        from teotl.rules.modules import UsageError, find_root, scan
        from teotl.rules.patches import variant_from
        from teotl.rules.files import read_rule_file
        root = find_root(path)
        if root is None:
            return None
        try:
            base = load_ruleset(root)
        except UsageError:
            return None
        layout = scan(root)
        if path in {p.resolve() for p in layout.variant_files}:
            read = read_rule_file(path, "variant")
            requires = variant_from(read).requires if read.document is not None else []
            return root, [m for m in _closure(base, requires) if not _is_default(base, m)], [path]
        for module in base.all_modules.values():
            folder = module.path.resolve()
            if path == module.manifest.resolve() or folder in path.parents:
                if module.default or module.waits_for(base.all_modules):
                    return root, [], []
                closure = [m for m in _closure(base, [module.id]) if not _is_default(base, m)]
                return root, list(reversed(closure)), []
        return root, [], []

    def check(self, path: Path) -> Checked:
        """Check `path` as `teotl check` would within its selection; never raises."""
        from teotl.rules import load_ruleset
        from teotl.rules.checking import CheckResult, check_lone_file
        from teotl.rules.modules import UsageError
        from teotl.rules.schema import expected_kind
        path = Path(path).resolve()
        if path.suffix == ".ftl":
            return self._check_catalogue(path)
        selection = self.selection(path)
        ruleset = None
        diagnostics: list[Diagnostic] = []
        if selection is not None:
            root, modules, variants = selection
            try:
                ruleset = load_ruleset(root, modules, variants)
                diagnostics = list(ruleset.diagnostics)
            except UsageError:
                ruleset = None
        if ruleset is None or path not in {Path(p).resolve() for p in ruleset.files}:
            lone = CheckResult()
            check_lone_file(path, expected_kind(path, selection[0] if selection else None), lone)
            diagnostics += lone.diagnostics
        if ruleset is not None:
            self.last[path] = ruleset
        by_file: dict[Path, list[Diagnostic]] = {}
        for diagnostic in unique(diagnostics):
            if diagnostic.file:
                by_file.setdefault(Path(diagnostic.file).resolve(), []).append(diagnostic)
        return Checked(ruleset, by_file)

    def _check_catalogue(self, path: Path) -> Checked:
        """A catalogue (`i18n/<lang>/*.ftl`): the rule set's catalogues as `teotl check` reads them
        (an entry that does not parse, one a language lacks), the open buffers in place."""
        from teotl.rules import load_ruleset
        from teotl.rules.catalogues import catalogue_diagnostics
        from teotl.rules.checking import template_parameters
        from teotl.rules.modules import UsageError, scan
        selection = self.selection(path)   # the catalogue's module (or the rule set) with what it needs
        by_file: dict[Path, list[Diagnostic]] = {}
        if selection is not None:
            root, modules, variants = selection
            try:
                templates = template_parameters([load_ruleset(root, modules, variants)])
            except UsageError:
                templates = {}
            for diagnostic in unique(catalogue_diagnostics(root, scan(root).module_dirs, templates)):
                by_file.setdefault(Path(diagnostic.file).resolve(), []).append(diagnostic)
        return Checked(None, by_file)

    def ruleset(self, path: Path) -> Any:
        """The rule set of the file's last check that loaded (checking now if there is none)."""
        path = Path(path).resolve()
        if path not in self.last:
            self.check(path)
        return self.last.get(path)

    def dsl_pointers(self, path: Path) -> set[str]:
        """The JSON pointers of the effect strings the last load parsed in `path`."""
        ruleset = self.ruleset(path)
        if ruleset is None:
            return set()
        found = {pointer for file, pointer in ruleset.game_sources.values() if Path(file).resolve() == path}
        for component in ruleset.components.values():
            found.update(pointer for file, pointer in component.sources.values() if Path(file).resolve() == path)
        return found
