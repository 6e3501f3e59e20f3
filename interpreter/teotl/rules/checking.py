"""What `teotl check` checks, independent of how it prints: paths in, diagnostics and counts out.

Why more than one `load_ruleset`: a rule set's modules cannot all be loaded at once (some
conflict, some replace each other), yet every module must be checked with the names it can use.
So without `--modules`, the default selection is checked, then each other module together with
what it requires, then each variant in `variants/` with what it requires. With `--modules` or
`--variant`, exactly that selection is checked. Either way every YAML file of the rule set is at
least read and schema- and syntax-checked, so a broken file is never silently skipped.
A file outside any rule set (no game.yaml above it) gets the checks that need no vocabulary.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, Sequence

from teotl.rules.catalogues import catalogue_diagnostics
from teotl.rules.diagnostics import Diagnostic, unique, warning
from teotl.rules.files import ReadFile, components_of, parse_game, read_rule_file
from teotl.rules.model import Component, RuleSet
from teotl.rules.modules import UsageError, find_root, requirement_closure, scan
from teotl.rules.pictures import picture_diagnostics
from teotl.rules.patches import lone_variant_fields, variant_from
from teotl.rules.templates import templates_of
from teotl.rules.ruleset import load_ruleset
from teotl.rules.schema import KINDS, expected_kind


@dataclass
class CheckResult:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    files: set[Path] = field(default_factory=set)
    modules: set[tuple[Path, str]] = field(default_factory=set)
    components: set[tuple[Path, str]] = field(default_factory=set)      # (file, pointer)
    effects: set[tuple[Path, str]] = field(default_factory=set)         # DSL strings
    unverified: dict[tuple[Path, str], Component] = field(default_factory=dict)
    rulesets: list[RuleSet] = field(default_factory=list)
    selections: list[list[str]] = field(default_factory=list)
    semantic: bool = False
    roots: list[Path] = field(default_factory=list)                     # rule-set folders, in order
    _resolved: dict[Path, Path] = field(default_factory=dict, repr=False)

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.is_error)

    @property
    def warnings(self) -> int:
        return sum(1 for d in self.diagnostics if not d.is_error)

    def add_ruleset(self, ruleset: RuleSet) -> None:
        self.rulesets.append(ruleset)
        self.selections.append(ruleset.module_ids() + [f"variant:{v.id}" for v in ruleset.variants])
        self.diagnostics += ruleset.diagnostics
        self.diagnostics += picture_diagnostics(ruleset)
        real = self._real
        self.files.update(real(p) for p in ruleset.files)
        self.modules.update((real(m.manifest), m.id) for m in ruleset.modules)
        self.semantic = self.semantic or ruleset.semantic_checked
        for component in [*ruleset.components.values(), *ruleset.templates.values()]:
            key = (real(component.file or Path("-")), component.pointer)
            if component.id in ruleset.components:
                self.components.add(key)
            if component.unverified:   # a template may be marked `unverified:` too
                self.unverified.setdefault(key, component)
            for source in component.sources.values():
                self.effects.add((real(source[0]), source[1]))
        for source in ruleset.game_sources.values():
            self.effects.add((real(source[0]), source[1]))

    def _real(self, path: Path) -> Path:
        """`path.resolve()`, once per path: the same few hundred files are named by every one of
        the ≈ 40 selections a whole check loads (resolving each again was half of its time)."""
        known = self._resolved.get(path)
        if known is None:
            known = self._resolved[path] = path.resolve()
        return known


def check_paths(paths: Sequence[Path], modules: Sequence[str] = (), variants: Sequence[Path] = ()) -> CheckResult:
    """Check every path (a rule-set folder, a file in one, a lone file or a folder of lone
    files). Raises UsageError for requests that cannot be carried out."""
    result = CheckResult()
    roots_done: set[Path] = set()
    for variant in variants:
        if not Path(variant).is_file():
            raise UsageError(f"no such variant file: {variant}", "give the path of a variant .yaml file")
    for path in paths:
        path = Path(path)
        if not path.exists():
            raise UsageError(f"no such file or folder: {path}", "give a rule-set folder, a rule file, the name of "
                                                                "a shipped rule set, or nothing for every shipped one")
        root = find_root(path)
        if root is not None:
            if root not in roots_done:
                roots_done.add(root)
                check_ruleset_folder(root, list(modules), list(variants), result)
            continue
        files = sorted(path.rglob("*.yaml")) if path.is_dir() else [path]
        if not files:
            raise UsageError(f"{path} holds no .yaml files and is not in a rule set", "give a rule-set folder")
        # a folder holding rule sets (like rules/): check each; other files alone
        inner_roots = sorted({f.parent.resolve() for f in files if f.name == "game.yaml"})
        for inner in inner_roots:
            if inner not in roots_done:
                roots_done.add(inner)
                check_ruleset_folder(inner, list(modules), list(variants), result)
        for file in files:
            if not any(_inside(file, inner) for inner in inner_roots):
                check_lone_file(file, None, result)
    if modules and not roots_done:
        raise UsageError("--modules needs a rule set, and no path given is in one (no game.yaml)",
                         "give the rule-set folder")
    for variant in variants:  # variants applied to no rule set (only lone paths given)
        if not roots_done:
            check_lone_file(Path(variant), "variant", result)
    result.diagnostics = sorted(unique(result.diagnostics), key=lambda d: d.sort_key())
    return result


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder)
    except ValueError:
        return False
    return True


def check_ruleset_folder(root: Path, modules: list[str], variants: list[Path], result: CheckResult) -> None:
    result.roots.append(root)
    main = load_ruleset(root, modules, variants)
    result.add_ruleset(main)
    if not modules and not variants:
        for requested in _other_selections(main):
            result.add_ruleset(load_ruleset(root, requested, []))
        for variant_file in scan(root).variant_files:
            read = read_rule_file(variant_file, "variant")
            requires = variant_from(read).requires if read.document is not None else []
            requested = [m for m in _closure(main, requires) if not _is_default(main, m)]
            result.add_ruleset(load_ruleset(root, requested, [variant_file]))
    checked = {p.resolve() for p in result.files}
    for path in scan(root).all_yaml():
        if path.resolve() not in checked:
            check_lone_file(path, expected_kind(path, root), result)
    result.diagnostics += stale_schema_copies(root)
    layout = scan(root)
    result.diagnostics += catalogue_diagnostics(root, layout.module_dirs, template_parameters(result.rulesets))


def template_parameters(rulesets: Sequence[RuleSet]) -> dict[str, frozenset]:
    """Template id → its parameters' names, over every selection checked (a template's sentence in
    a catalogue may use only those)."""
    from teotl.language.templates import params_of
    found: dict[str, frozenset] = {}
    for ruleset in rulesets:   # a module's replacement may name them otherwise: either is right
        for tid, template in ruleset.templates.items():
            names = frozenset(param.name for param in params_of(template.raw.get("params"))[0])
            found[tid] = found.get(tid, frozenset()) | names
    return found


def stale_schema_copies(root: Path) -> list[Diagnostic]:
    """W103 for each schema in the rule set's `schema/` (the copy editors read, docs/editors.md)
    that differs from teotl's own: the editor would check against other rules than `teotl check`."""
    from teotl import paths
    found = []
    for name in KINDS.values():
        copy = root / "schema" / name
        try:
            stale = copy.is_file() and copy.read_bytes() != (paths.schema_dir() / name).read_bytes()
        except OSError:
            continue
        if stale:
            found.append(warning("W103", f"schema/{name} differs from teotl's own {name}",
                                 "editors check against this copy: run `teotl new schemas` in the rule set to "
                                 "refresh it", copy, 1, 1))
    return found


def _is_default(ruleset: RuleSet, module_id: str) -> bool:
    module = ruleset.all_modules.get(module_id)
    return module is not None and module.default


def _closure(ruleset: RuleSet, module_ids: Sequence[str]) -> list[str]:
    return requirement_closure(ruleset.all_modules, module_ids)


def _other_selections(main: RuleSet) -> list[list[str]]:
    """Each non-default module with its (non-default) requirements, required ones first."""
    selections = []
    for module_id, module in main.all_modules.items():
        if module.default:
            continue
        if any(m.waits_for(main.all_modules) for m in map(main.all_modules.get, _closure(main, [module_id])) if m):
            continue  # dormant: it needs a module of another product; its files are only read
        closure = [m for m in _closure(main, [module_id]) if not _is_default(main, m)]
        selections.append(list(reversed(closure)))
    return selections


def check_lone_file(path: Path, kind: Optional[str], result: CheckResult) -> None:
    """Schema and DSL syntax of one file, with no vocabulary to check names against."""
    read: ReadFile = read_rule_file(path, kind)
    result.files.add(path.resolve())
    diagnostics = list(read.diagnostics)
    count = 0
    if read.document is not None and read.kind in ("components", "variant"):
        components, count = components_of(read, "-", diagnostics)
        for component in components:
            key = (path.resolve(), component.pointer)
            result.components.add(key)
            if component.unverified:
                result.unverified.setdefault(key, component)
        count += templates_of(read, "-", diagnostics)[1]
        if read.kind == "variant":
            count += lone_variant_fields(read, diagnostics)
    elif read.document is not None and read.kind == "game":
        count = parse_game(read.document, {}, {}, diagnostics)
    for index in range(count):
        result.effects.add((path.resolve(), f"#{index}"))
    result.diagnostics += diagnostics
