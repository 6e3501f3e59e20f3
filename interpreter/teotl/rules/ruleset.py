"""`load_ruleset`: a rule-set folder + a module selection + variants → a checked `RuleSet`.

The order is fixed and stated, because module rules depend on it:
  1. game.yaml (vocabulary) — read and schema-checked;
  2. every module manifest — the module graph is checked (duplicates, cycles, requirements,
     conflicts) and the load order chosen (modules.py); the selected modules' `vocabulary:` and
     `tables:` are merged into the game's, in load order (vocab_merge.py);
  3. the component files of the selected modules, in load order, sorted by path inside a module;
     every DSL string is parsed once, here;
  4. `replaces` and duplicate ids resolved (a replacement takes the replaced component's place);
  5. variants, in the order given: requirements, added components, patches;
  6. the semantic check (`teotl.runtime.check.check_ruleset`), its problems mapped into the files
     (remembered per process by the files' content hashes: `checked_problems`).
Nothing raises on bad rule files: every problem is a Diagnostic on the result. Only a wrong
request (no such folder, no game.yaml, an unknown module id) raises `UsageError`.

A finished load is remembered (`_Snapshot`: in this process, and as one disk-cache entry) with
what it was made from — every path the folder scan found and the SHA-256 of every file read.
Loading the same request again scans the folder and hashes the files (a few ms); while nothing
changed, the result is a copy of the remembered rule set (`RuleSet.copy`) instead of steps 1–6.
"""
from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Optional, Sequence, Union

from teotl import paths
from teotl.language.parser import known_parses, parse_count, remember_parses
from teotl.rules import disk_cache, sources
from teotl.rules.diagnostics import Diagnostic, join_hints, unique
from teotl.rules.id_hints import dashed_id_hints
from teotl.rules.dsl_fields import EXPRESSION, game_fields
from teotl.rules.files import ReadFile, components_of, parse_game, read_rule_file
from teotl.rules.model import Component, RuleSet
from teotl.rules.modules import (GAME_FILE, MANIFEST, Layout, Resolver, UsageError, layout_warnings,
                                 module_from_manifest, scan)
from teotl.rules.patches import apply_variant
from teotl.rules.placing import Placement
from teotl.rules.semantic import checked_problems, compiler_state, problem_to_diagnostic, semantic_check
from teotl.rules.templates import templates_of
from teotl.rules.vocab_merge import merge_module_vocabularies

__all__ = ["checked_problems", "compiler_state", "iter_components", "load_ruleset", "problem_to_diagnostic"]

PARSES_KEY = ("parsed effects",)   # one disk-cache entry: effect text -> syntax tree


@lru_cache(maxsize=1)
def _remember_earlier_parses() -> None:
    """The disk cache's parsed effects, handed to the parser once per process."""
    parses = disk_cache.load(PARSES_KEY)
    remember_parses(parses if isinstance(parses, dict) else {})  # (each entry is checked there)

PathLike = Union[str, os.PathLike]


def load_ruleset(root: Optional[PathLike] = None, modules: Sequence[str] = (),
                 variants: Sequence[PathLike] = (), semantic: bool = True) -> RuleSet:
    """Load and check a rule set. `root` None → the shipped rule set; `modules` are module ids
    loaded on top of the default modules; `variants` are variant files applied in order."""
    root_path = Path(root) if root is not None else paths.default_ruleset()
    if not root_path.exists():
        raise UsageError(f"no such folder: {root_path}", "give the folder that holds game.yaml")
    if not (root_path / GAME_FILE).is_file():
        raise UsageError(f"{root_path} is not a rule set: it has no {GAME_FILE}",
                         "give the folder that holds game.yaml")
    for variant in variants:
        if not Path(variant).is_file():
            raise UsageError(f"no such variant file: {variant}", "give the path of a variant .yaml file")
    modules, variant_paths = list(modules), [Path(v) for v in variants]
    request = _request(root_path, modules, variant_paths, semantic)
    snapshot = _earlier_load(request, root_path) if request is not None else None
    if snapshot is not None:
        return snapshot.ruleset.copy()
    loader = _Loader(root_path)
    ruleset = loader.load(modules, variant_paths, semantic)
    if request is not None:
        _remember_load(request, loader, ruleset)
    return ruleset


# ====================================================================== loading the same files again
@dataclass
class _Snapshot:
    """A finished load and what it was made from: every path the folder scan found and the
    SHA-256 of every file read. While both are unchanged, loading again gives this rule set."""
    layout: tuple
    files: tuple[tuple[str, bytes], ...]
    ruleset: RuleSet
    # what compiling parses besides the fields' kept trees: game.yaml's expressions (named queries,
    # `flow.game_over`, agents' values, …) as `if (…) { nothing }`, the wrapper runtime and
    # compiler parse them with (one missing is parsed then: slower, never different)
    parses: dict


_LOADED: "OrderedDict[tuple, _Snapshot]" = OrderedDict()   # most recently used last
_LOADED_LIMIT = 16
_LOADED_LOCK = threading.Lock()   # worker threads load at once (teotl.simulate)


def _request(root: Path, modules: list[str], variants: list[Path], semantic: bool) -> Optional[tuple]:
    """Everything besides the files that a load's result depends on: the folder and variant
    paths as given and resolved (diagnostics name them as given), the modules in the order asked
    (it can change the load order), and the semantic checker with the verbs and queries it knows
    (by identity: tests replace them). None when the checker cannot be imported (the load reports
    W510; nothing is remembered)."""
    try:
        from teotl.runtime.check import check_ruleset
        from teotl.primitives import load_all as _verbs
    except ImportError:
        return None
    _verbs()  # every primitive module registered, so the registries are complete before the key
    return (str(root), str(root.resolve()), tuple(modules),
            tuple((str(v), str(v.resolve())) for v in variants), semantic,
            check_ruleset if semantic else None, compiler_state())


def _disk_key(request: tuple) -> tuple:
    """The request with functions named (module, qualified name) instead of by identity, the
    code that loads and checks (disk_cache.code_fingerprint) and where the schemas are (W101's
    hint names them)."""
    *plain, check, (verbs, queries) = request

    def named(fn: Any) -> Any:
        return None if fn is None else (getattr(fn, "__module__", "?"), getattr(fn, "__qualname__", repr(fn)))
    return ("rule set", *plain, named(check), tuple((name, named(fn)) for name, fn in verbs),
            tuple((name, named(fn)) for name, fn in queries), disk_cache.code_fingerprint(),
            str(paths.schema_dir()))


def _earlier_load(request: tuple, root: Path) -> Optional[_Snapshot]:
    """The remembered load of this request (this process's, else the disk cache's) if the
    folder still holds the same files with the same bytes."""
    with _LOADED_LOCK:
        snapshot = _LOADED.get(request)
        if snapshot is not None:
            _LOADED.move_to_end(request)
    from_disk = snapshot is None
    if from_disk:
        if disk_cache.cache_dir() is None:  # off: not even the code's fingerprint is worked out
            return None
        snapshot = disk_cache.load(_disk_key(request))
        if not _well_formed(snapshot):
            return None
    if snapshot.layout != _layout_of(scan(root)) or not _same_files(snapshot.files):
        return None
    if from_disk:
        remember_parses(snapshot.parses)
        _keep(request, snapshot)
    return snapshot


def _well_formed(snapshot: Any) -> bool:
    """An entry from the disk is what this code stores (never trusted blindly)."""
    state = getattr(snapshot, "__dict__", None) if isinstance(snapshot, _Snapshot) else None
    return (isinstance(state, dict) and isinstance(state.get("ruleset"), RuleSet)
            and isinstance(state.get("layout"), tuple) and isinstance(state.get("parses"), dict)
            and isinstance(state.get("files"), tuple)
            and all(isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str)
                    and isinstance(item[1], bytes) for item in state["files"]))


def _remember_load(request: tuple, loader: "_Loader", ruleset: RuleSet) -> None:
    """Keep a finished load for the next one, here and on disk — unless the checker failed
    (E400) or could not run (W510): that says nothing about the files."""
    if loader.layout is None or any(d.code in ("E400", "W510") for d in ruleset.diagnostics):
        return
    known = known_parses()
    wrapped = (f"if ({field.text}) {{ nothing }}" for field in game_fields(ruleset.game) if field.kind == EXPRESSION)
    parses = {text: known[text] for text in wrapped if text in known}
    snapshot = _Snapshot(_layout_of(loader.layout), tuple(loader.hashes.items()), ruleset.copy(), parses)
    _keep(request, snapshot)
    if disk_cache.cache_dir() is not None:
        disk_cache.store(_disk_key(request), snapshot)


def _keep(request: tuple, snapshot: _Snapshot) -> None:
    with _LOADED_LOCK:
        _LOADED[request] = snapshot
        _LOADED.move_to_end(request)
        while len(_LOADED) > _LOADED_LIMIT:
            _LOADED.popitem(last=False)


def _layout_of(layout: Layout) -> tuple:
    """Every path a scan found, by role: a file added, removed or renamed changes it."""
    def names(items: Iterable[Path]) -> tuple[str, ...]:
        return tuple(str(item) for item in items)
    return (str(layout.game_file), names(layout.module_dirs),
            tuple((str(folder), names(files)) for folder, files in layout.files_by_module.items()),
            names(layout.variant_files), names(layout.stray_files), names(layout.yml_files))


def _same_files(files: Iterable[tuple[str, bytes]]) -> bool:
    for name, digest in files:
        try:
            data = sources.read_bytes(name)
        except OSError:
            data = b""
        if hashlib.sha256(data).digest() != digest:
            return False
    return True


class _Loader:
    def __init__(self, root: Path):
        self.root = root
        self.ruleset = RuleSet(root=root)
        self.diagnostics: list[Diagnostic] = []
        self.effects = 0
        self.placement = Placement(self.ruleset, self.diagnostics, self.relative)
        self._root_resolved: Optional[Path] = None
        self.layout: Optional[Layout] = None
        self.hashes: dict[str, bytes] = {}   # every file read: SHA-256 of its bytes (the fingerprint's)

    # ------------------------------------------------------------------ reading
    def _read(self, path: Path, kind: Optional[str]) -> ReadFile:
        read = read_rule_file(path, kind)
        self.diagnostics.extend(read.diagnostics)
        self.ruleset.files.append(path)
        if read.document is not None:
            self.ruleset.documents[path] = read.document
        return read

    def relative(self, path: Path) -> str:
        return self.ruleset.relative(path)

    # ------------------------------------------------------------------ the steps
    def load(self, requested: list[str], variants: list[Path], semantic: bool) -> RuleSet:
        ruleset = self.ruleset
        # Effects parsed by earlier processes (the disk cache, keyed by the grammar and the DSL's
        # code): a rule set whose files come from the cache is then compiled without building the
        # parser. What this load parses anew is stored back at the end.
        _remember_earlier_parses()
        self.parses_known = parse_count()
        layout = self.layout = scan(self.root)
        self.diagnostics += layout_warnings(layout, variants)
        game = self._read(layout.game_file, "game")
        ruleset.game_file = layout.game_file
        if game.document is not None and isinstance(game.document.data, dict):
            ruleset.game = game.document.data
            self.effects += parse_game(game.document, ruleset.game_parsed, ruleset.game_sources, self.diagnostics)

        all_modules = []
        for folder in layout.module_dirs:
            manifest = self._read(folder / MANIFEST, "module")
            all_modules.append(module_from_manifest(folder, manifest.document, layout.files_by_module[folder]))
        resolver = Resolver(all_modules, ruleset.documents, self.relative)
        ruleset.all_modules = dict(resolver.by_id)
        try:
            ruleset.modules = resolver.resolve(requested)
        except UsageError as unknown:   # an unknown id: say which rule set was searched
            raise UsageError(f"{unknown.message} in the rule set {self.root}",
                             join_hints(unknown.hint, "a module of another rule set? run the command inside "
                                                      "that rule set's folder, or give --rules DIR")) from None
        self.diagnostics += resolver.diagnostics
        self.effects += merge_module_vocabularies(ruleset, ruleset.modules, self.relative, self.diagnostics)

        loaded: list[Component] = []
        for module in ruleset.modules:
            if module.waits_for(ruleset.all_modules):
                continue  # dormant (E513 reported): its words belong to a module this rule set lacks
            for path in module.files:
                read = self._read(path, "components")
                components, count = components_of(read, module.id, self.diagnostics)
                templates, parsed = templates_of(read, module.id, self.diagnostics)
                self.effects += count + parsed
                loaded += components + templates   # placed together: one namespace of ids
        self.placement.place(loaded)

        targets: list[tuple[Path, str, int, int]] = []
        for path in variants:
            read = self._read(path, "variant")
            self.placement.variant_conflicts(read, targets)
            self.effects += apply_variant(ruleset, read, self.placement.add_variant_component, self.diagnostics)

        ruleset.fingerprint = self._fingerprint()
        if semantic:
            semantic_check(ruleset, self.diagnostics, (ruleset.fingerprint, str(self.root_resolved), tuple(requested),
                                                     tuple(str(path) for path in variants)))
        if parse_count() != self.parses_known:
            disk_cache.store(PARSES_KEY, known_parses())
        ruleset.diagnostics = sorted(unique(dashed_id_hints(ruleset, self.diagnostics)), key=lambda d: d.sort_key())
        ruleset.dsl_strings = self.effects
        return ruleset

    def _fingerprint(self) -> str:
        """The rule files' names and contents. Each path is resolved once (resolving is a few
        system calls per path component, and it was a sixth of a reload when done per use)."""
        digest = hashlib.sha256()
        names = {path: self._stable_name(path) for path in set(self.ruleset.files)}
        for path in sorted(names, key=names.__getitem__):
            document = self.ruleset.documents.get(path)
            try:
                data = document.raw if document is not None and document.raw else sources.read_bytes(path)
            except OSError:
                data = b""
            self.hashes[str(path)] = content = hashlib.sha256(data).digest()
            digest.update(names[path].encode("utf-8") + b"\0")
            digest.update(content)
        return digest.hexdigest()

    @property
    def root_resolved(self) -> Path:
        if self._root_resolved is None:
            self._root_resolved = self.root.resolve()
        return self._root_resolved

    def _stable_name(self, path: Path) -> str:
        try:
            return path.resolve().relative_to(self.root_resolved).as_posix()
        except ValueError:
            return "variant:" + path.name


def iter_components(ruleset: RuleSet, types: Iterable[str] = ()) -> list[Component]:
    wanted = set(types)
    return [c for c in ruleset.components.values() if not wanted or c.type in wanted]
