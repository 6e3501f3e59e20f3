"""Find the modules of a rule set and decide which load, in which order.

The rules (docs/rule-files.md): a module is a folder with a `module.yaml`; every other `*.yaml`
in it (and in sub-folders without their own manifest) belongs to it. Default modules always
load; others load when asked for by id. We do NOT pull requirements in silently: a module whose
requirement is not loaded is an error naming both manifests, so what is played is exactly what
was asked for. Cycles and conflicts are errors too. Load order: requirements first, otherwise
defaults first and then the order asked for. A module marked `auto: true` is glue between
modules: it loads by itself whenever all its requirements are loaded. A requirement listed under
`external:` belongs to another product that this rule set does not hold yet: the module is
dormant (never loaded; asking for it is E513), and `teotl check` only reads its files.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

from teotl.rules import sources
from teotl.rules.diagnostics import Diagnostic, did_you_mean, error, join_hints, warning
from teotl.rules.model import Module
from teotl.rules.yaml_loader import YamlDocument, pointer_join

MANIFEST = "module.yaml"
GAME_FILE = "game.yaml"
VARIANTS_DIR = "variants"


class UsageError(Exception):
    """A wrong request (unknown module id, a path that is not a rule set): exit code 2."""

    def __init__(self, message: str, hint: str = ""):
        super().__init__(message)
        self.message = message
        self.hint = hint


@dataclass
class Layout:
    """What is in a rule-set folder, before anything is read."""
    root: Path
    game_file: Path
    module_dirs: list[Path] = field(default_factory=list)
    files_by_module: dict[Path, list[Path]] = field(default_factory=dict)
    variant_files: list[Path] = field(default_factory=list)
    stray_files: list[Path] = field(default_factory=list)      # YAML in no module
    yml_files: list[Path] = field(default_factory=list)        # *.yml, never loaded

    def all_yaml(self) -> list[Path]:
        files = [self.game_file] + [d / MANIFEST for d in self.module_dirs]
        for module_dir in self.module_dirs:
            files += self.files_by_module.get(module_dir, [])
        return files + self.variant_files


def find_root(path: Path) -> Optional[Path]:
    """The rule-set folder holding `path`: the nearest folder upwards with a game.yaml."""
    path = path.resolve()
    start = path if path.is_dir() else path.parent
    for folder in [start, *start.parents]:
        if (folder / GAME_FILE).is_file():
            return folder
    return None


def _skipped(name: str) -> bool:
    return name.startswith((".", "_")) or name in ("__pycache__", "node_modules")


def scan(root: Path) -> Layout:
    """List the files of a rule set (sorted, so loading is the same on every machine). A file an
    editor holds open that is not on disk yet (the language server's buffers, `rules.sources`)
    is listed where it will be once saved, so it is checked with its module before any save."""
    layout = Layout(root=root, game_file=root / GAME_FILE)
    _walk(root, root, None, layout, False, _unsaved_by_folder(root))
    return layout


def _unsaved_by_folder(root: Path) -> dict[str, tuple[set[str], set[str]]]:
    """Folder (real path) → (file names, folder names) that only open buffers hold."""
    found: dict[str, tuple[set[str], set[str]]] = {}
    paths = sources.unsaved_paths()
    if not paths:
        return found
    top = os.path.realpath(root)
    for path in paths:
        if not path.startswith(top + os.sep) or os.path.exists(path):
            continue
        parent, name = os.path.split(path)
        found.setdefault(parent, (set(), set()))[0].add(name)
        while parent != top and not os.path.isdir(parent):   # folders the buffer's folder is in, not on disk yet
            parent, name = os.path.split(parent)
            found.setdefault(parent, (set(), set()))[1].add(name)
    return found


def _walk(root: Path, folder: Path, module_dir: Optional[Path], layout: Layout, in_variants: bool,
          unsaved: dict[str, tuple[set[str], set[str]]]) -> None:
    """One folder: `os.scandir` tells files from folders without a `stat` per entry (a scan runs
    at every load, also of rules loaded before: it tells whether files were added)."""
    try:
        with os.scandir(folder) as found:
            entries = [(entry.name, _is_dir(entry)) for entry in found]
    except OSError:
        entries = []
    if unsaved:
        files, folders = unsaved.get(os.path.realpath(folder), ((), ()))
        entries += [(name, False) for name in files] + [(name, True) for name in folders]
    entries.sort()
    if folder != root and any(name == MANIFEST and not is_dir for name, is_dir in entries):
        module_dir = folder
        layout.module_dirs.append(folder)
        layout.files_by_module[folder] = []
    for name, is_dir in entries:
        if _skipped(name):
            continue
        if is_dir:
            _walk(root, folder / name, module_dir, layout, in_variants or (folder == root and name == VARIANTS_DIR),
                  unsaved)
            continue
        suffix = os.path.splitext(name)[1]
        if suffix == ".yml":
            layout.yml_files.append(folder / name)
            continue
        if suffix != ".yaml" or name == MANIFEST and module_dir == folder:
            continue
        if folder == root and name == GAME_FILE:
            continue
        path = folder / name
        if in_variants:
            layout.variant_files.append(path)
        elif module_dir is not None:
            layout.files_by_module[module_dir].append(path)
        else:
            layout.stray_files.append(path)


def _is_dir(entry: os.DirEntry) -> bool:
    """`Path.is_dir` of a scanned entry (a link followed; unreadable: not a folder)."""
    try:
        return entry.is_dir()
    except OSError:
        return False


def layout_warnings(layout: Layout, applied: Iterable[Path] = ()) -> list[Diagnostic]:
    """W501 for YAML in no module (not for a variant given with --variant: that one is loaded),
    W504 for `.yml` files."""
    result = []
    given = {Path(path).resolve() for path in applied}
    for path in layout.stray_files:
        if path.resolve() in given:
            continue
        result.append(warning("W501", "this file belongs to no module and is not loaded",
                              "move it into a module folder (one with a module.yaml); a variant goes into "
                              "variants/, or is given with --variant", path, 1, 1))
    for path in layout.yml_files:
        result.append(warning("W504", "only `.yaml` files are loaded; this `.yml` file is ignored",
                              f"rename it to {path.stem}.yaml", path, 1, 1))
    return result


def module_from_manifest(folder: Path, document: Optional[YamlDocument], files: list[Path]) -> Module:
    """A Module from its manifest's data, best effort (the schema check reports what is wrong)."""
    data = document.data if document is not None and isinstance(document.data, dict) else {}

    def ids(key: str) -> list[str]:
        value = data.get(key)
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
    module_id = data.get("id") if isinstance(data.get("id"), str) else folder.name
    external = data.get("external") if isinstance(data.get("external"), dict) else {}
    return Module(id=module_id, name=data.get("name") if isinstance(data.get("name"), str) else module_id,
                  path=folder, manifest=folder / MANIFEST, requires=ids("requires"), conflicts=ids("conflicts"),
                  replaces=ids("replaces"), default=data.get("default") is True,
                  solo_only=data.get("solo_only") is True, files=files, auto=data.get("auto") is True,
                  external={str(k): str(v) for k, v in external.items()})


class Resolver:
    """Checks the module graph and picks the load order for one request."""

    def __init__(self, modules: list[Module], documents: dict[Path, YamlDocument], relative):
        self.modules = modules
        self.documents = documents
        self.relative = relative  # Path → str, as shown in messages
        self.by_id: dict[str, Module] = {}
        self.diagnostics: list[Diagnostic] = []
        for module in modules:
            if module.id in self.by_id:
                first = self.by_id[module.id]
                line, column = self._position(module, "/id")
                self.diagnostics.append(error(
                    "E509", f"module id `{module.id}` is declared twice: here and in {relative(first.manifest)}",
                    "give each module its own id", module.manifest, line, column, module.id))
                continue
            self.by_id[module.id] = module

    def _position(self, module: Module, pointer: str) -> tuple[int, int]:
        document = self.documents.get(module.manifest)
        return document.position(pointer) if document is not None else (1, 1)

    def _list_item(self, module: Module, key: str, value: str) -> tuple[int, int]:
        items = getattr(module, key)
        document = self.documents.get(module.manifest)
        if document is None:
            return 1, 1
        raw = document.data.get(key) if isinstance(document.data, dict) else None
        if isinstance(raw, list) and value in raw:
            return document.position(pointer_join(f"/{key}", raw.index(value)))
        return document.position(f"/{key}") if items else (1, 1)

    def check_requested(self, requested: Iterable[str]) -> None:
        """Raise UsageError for an id no manifest declares (a typo on the command line)."""
        for module_id in requested:
            if module_id not in self.by_id:
                known = sorted(self.by_id)
                raise UsageError(f"unknown module `{module_id}`",
                                 join_hints(did_you_mean(module_id, known),
                                            f"modules: {', '.join(known)}" if known else "no modules found"))

    def closure(self, module_ids: Iterable[str]) -> list[str]:
        """The ids plus everything they require, transitively (for checking a module alone)."""
        return requirement_closure(self.by_id, module_ids)

    def resolve(self, requested: Iterable[str]) -> list[Module]:
        """Selected modules in load order; problems go to self.diagnostics."""
        requested = list(dict.fromkeys(requested))
        self.check_requested(requested)
        selected_ids = [m.id for m in self.modules if m.default and self.by_id.get(m.id) is m]
        selected_ids += [i for i in requested if i not in selected_ids]
        selected_ids += self._auto(selected_ids)
        selected = set(selected_ids)
        cycles = self._report_cycles()
        for module_id in selected_ids:
            module = self.by_id[module_id]
            for required in module.requires:
                line, column = self._list_item(module, "requires", required)
                if required not in self.by_id and required in module.external:
                    self.diagnostics.append(error(
                        "E513", f"module `{module.id}` needs `{required}` ({module.external[required]}), "
                                f"which this rule set does not have",
                        "it waits for that module's rule files; until then it cannot be loaded",
                        module.manifest, line, column, module.id))
                elif required not in self.by_id:
                    self.diagnostics.append(error(
                        "E502", f"module `{module.id}` requires `{required}`, which no module declares",
                        join_hints(did_you_mean(required, self.by_id), f"modules: {', '.join(sorted(self.by_id))}"),
                        module.manifest, line, column, module.id))
                elif required not in selected and not any({module_id, required} <= cycle for cycle in cycles):
                    # (two modules of a cycle: E503 says it; "load both" would only lead into it)
                    other = self.by_id[required]
                    asked = ",".join(dict.fromkeys([i for i in requested] + [required]))
                    self.diagnostics.append(error(
                        "E501", f"module `{module.id}` requires `{required}` ({self.relative(other.manifest)}), "
                                f"which is not loaded",
                        f"load both: --modules {asked}", module.manifest, line, column, module.id))
        reported: set[frozenset] = set()
        for module_id in selected_ids:
            module = self.by_id[module_id]
            for other_id in module.conflicts:
                line, column = self._list_item(module, "conflicts", other_id)
                if other_id not in self.by_id:
                    self.diagnostics.append(warning(
                        "W502", f"module `{module.id}` conflicts with `{other_id}`, which no module declares",
                        did_you_mean(other_id, [i for i in self.by_id if i != module.id]), module.manifest, line,
                        column, module.id))
                    continue
                pair = frozenset((module_id, other_id))
                if other_id in selected and pair not in reported:
                    reported.add(pair)
                    other = self.by_id[other_id]
                    self.diagnostics.append(error(
                        "E504", f"modules `{module.id}` and `{other_id}` conflict "
                                f"({self.relative(module.manifest)} and {self.relative(other.manifest)})",
                        "load only one of them", module.manifest, line, column, module.id))
        # a dormant module (E513) is reported, not loaded: its files would only add errors about
        # the names its missing requirement was to bring
        dormant = {m.id for m in self.modules if m.waits_for(self.by_id)}
        return [self.by_id[i] for i in self._order([i for i in selected_ids if i not in dormant])]

    def _auto(self, selected_ids: list[str]) -> list[str]:
        """Modules marked `auto: true` whose every requirement is selected (repeated, since one
        may complete another's requirements); dormant ones (an external requirement) never."""
        selected, added = set(selected_ids), []
        changed = True
        while changed:
            changed = False
            for module in self.modules:
                if (module.auto and module.id not in selected and self.by_id.get(module.id) is module
                        and module.requires and all(r in selected for r in module.requires)):
                    selected.add(module.id)
                    added.append(module.id)
                    changed = True
        return added

    def _order(self, selected_ids: list[str]) -> list[str]:
        order: list[str] = []
        visiting: set[str] = set()
        selected = set(selected_ids)

        def visit(module_id: str) -> None:
            if module_id in order or module_id in visiting:
                return
            visiting.add(module_id)
            for required in self.by_id[module_id].requires:
                if required in selected:
                    visit(required)
            visiting.discard(module_id)
            order.append(module_id)
        for module_id in selected_ids:
            visit(module_id)
        return order

    def _report_cycles(self) -> set[frozenset]:
        """Every cycle of `requires`, once, at the first module's manifest, naming all files; the
        modules of each cycle are returned."""
        seen_cycles: set[frozenset] = set()
        state: dict[str, int] = {}
        stack: list[str] = []

        def visit(module_id: str) -> None:
            state[module_id] = 1
            stack.append(module_id)
            for required in self.by_id[module_id].requires:
                if required not in self.by_id:
                    continue
                if state.get(required) == 1:
                    cycle = stack[stack.index(required):]
                    key = frozenset(cycle)
                    if key not in seen_cycles:
                        seen_cycles.add(key)
                        self._cycle_error(cycle)
                elif required not in state:
                    visit(required)
            stack.pop()
            state[module_id] = 2
        for module in self.modules:
            if module.id not in state and self.by_id.get(module.id) is module:
                visit(module.id)
        return seen_cycles

    def _cycle_error(self, cycle: list[str]) -> None:
        first = self.by_id[cycle[0]]
        following = cycle[1] if len(cycle) > 1 else cycle[0]
        line, column = self._list_item(first, "requires", following)
        chain = " → ".join(cycle + [cycle[0]])
        files = ", ".join(f"{i} in {self.relative(self.by_id[i].manifest)}" for i in cycle)
        self.diagnostics.append(error("E503", f"modules require each other in a cycle: {chain} ({files})",
                                      "remove one of these requirements", first.manifest, line, column, first.id))


def requirement_closure(modules: dict, module_ids: Iterable[str]) -> list[str]:
    """The ids plus everything they require, transitively, in visiting order; unknown ids are
    skipped (they are reported elsewhere)."""
    result: list[str] = []

    def visit(module_id: str) -> None:
        module = modules.get(module_id)
        if module is None or module_id in result:
            return
        result.append(module_id)
        for required in module.requires:
            visit(required)
    for module_id in module_ids:
        visit(module_id)
    return result
