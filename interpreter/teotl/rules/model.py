"""The loaded rule set as plain objects: `RuleSet`, `Module`, `Component`, `Variant`.

Why plain dataclasses holding plain data: the engine, the semantic checker, the text renderer and
tests all read them; nothing here knows YAML. Positions live in the `YamlDocument`s kept on the
rule set, so any part of any component can be pointed at (`RuleSet.locate`).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional

from teotl.rules.diagnostics import Diagnostic
from teotl.rules.yaml_loader import YamlDocument, pointer_join

GAME_ID = "game"  # the component_id the semantic checker uses for problems in game.yaml


@dataclass
class Module:
    """A module folder with its manifest (`module.yaml`)."""
    id: str
    name: str
    path: Path                      # the module's folder
    manifest: Path                  # its module.yaml
    requires: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    replaces: list[str] = field(default_factory=list)
    default: bool = False
    solo_only: bool = False
    files: list[Path] = field(default_factory=list)   # component files, sorted
    # loads by itself whenever every module it requires is loaded (glue between two modules)
    auto: bool = False
    # requirements that belong to another product, absent from this rule set: id → description.
    # Such a module is dormant: never loaded, its files only schema- and syntax-checked.
    external: dict[str, str] = field(default_factory=dict)

    def waits_for(self, known: "Iterable[str]") -> list[str]:
        """The external requirements no module of the rule set declares (the module is dormant)."""
        known = set(known)
        return [r for r in self.requires if r in self.external and r not in known]


@dataclass
class Variant:
    """An overlay file applied after all modules: patches and added components."""
    id: str
    name: str
    path: Path
    requires: list[str] = field(default_factory=list)


@dataclass
class Component:
    """One component. Field values are plain data as written; `parsed` holds the syntax tree of
    every DSL field, keyed by field path ("effect", "effects.3", "table.rows", "table.1.2..3",
    "triggers.0", "modifiers.0", "cost"); a cost is a tuple of `Amount`s and `table.rows` /
    `table.columns` are expressions. Positions inside the trees are relative to the string."""
    id: str
    type: str
    module: str
    name: Optional[str] = None
    data: dict = field(default_factory=dict)
    tags: list[str] = field(default_factory=list)
    cost: Optional[str] = None
    effect: Optional[str] = None
    effects: dict[str, str] = field(default_factory=dict)
    table: Optional[dict] = None    # a reward table: rows, columns, cells (effects)
    triggers: list[str] = field(default_factory=list)
    modifiers: list[str] = field(default_factory=list)
    text: dict[str, str] = field(default_factory=dict)
    unverified: Optional[str] = None
    copies: Any = None              # `copies: N` or {default: N, PLAYERS: N} (teotl.runtime.copies)
    file: Optional[Path] = None
    line: int = 0
    column: int = 0
    parsed: dict[str, Any] = field(default_factory=dict, repr=False)
    # field path → (file, JSON pointer in that file): where each DSL string was written
    # (a variant patch moves a field's source into the variant file).
    sources: dict[str, tuple[Path, str]] = field(default_factory=dict, repr=False)
    pointer: str = ""               # the component's mapping inside `file` ("/components/3")
    raw: dict = field(default_factory=dict, repr=False)

    @classmethod
    def from_raw(cls, raw: dict, module: str, file: Optional[Path], pointer: str,
                 position: tuple[int, int] = (0, 0)) -> "Component":
        """Build from a schema-checked (or best-effort) mapping; wrong types become empty."""
        def pick(key: str, kind: type, default: Any = None) -> Any:
            value = raw.get(key)
            return value if isinstance(value, kind) and not (kind is int and isinstance(value, bool)) else default
        return cls(
            id=raw.get("id") if isinstance(raw.get("id"), str) else "",
            type=pick("type", str, ""),
            module=module,
            name=pick("name", str),
            data=pick("data", dict, {}),
            tags=[t for t in pick("tags", list, []) if isinstance(t, str)],
            cost=pick("cost", str),
            effect=pick("effect", str),
            effects={str(k): v for k, v in pick("effects", dict, {}).items() if isinstance(v, str)},
            table=pick("table", dict),
            triggers=[t for t in pick("triggers", list, []) if isinstance(t, str)],
            modifiers=[t for t in pick("modifiers", list, []) if isinstance(t, str)],
            text={k: v for k, v in pick("text", dict, {}).items() if isinstance(v, str)},
            unverified=pick("unverified", str),
            copies=raw.get("copies"),
            file=file, line=position[0], column=position[1], pointer=pointer, raw=raw,
        )

    def copy(self) -> "Component":
        """A component of its own: its lists and dicts copied (`parsed`, `sources`, `effects`, …);
        `data`, `raw` and `table` are the YAML document's, shared as every load shares them."""
        clone = Component.__new__(Component)
        clone.__dict__.update(self.__dict__)
        clone.tags, clone.triggers, clone.modifiers = list(self.tags), list(self.triggers), list(self.modifiers)
        clone.effects, clone.text = dict(self.effects), dict(self.text)
        clone.parsed, clone.sources = dict(self.parsed), dict(self.sources)
        return clone


@dataclass
class RuleSet:
    """A rule set loaded for one selection of modules and variants."""
    root: Optional[Path]
    game: dict = field(default_factory=dict)
    modules: list[Module] = field(default_factory=list)          # load order
    components: dict[str, Component] = field(default_factory=dict)
    files: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    fingerprint: str = ""
    variants: list[Variant] = field(default_factory=list)
    game_file: Optional[Path] = None
    # ASTs of game.yaml's DSL strings ("vocabulary.queries.NAME") and where each was written
    game_parsed: dict[str, Any] = field(default_factory=dict, repr=False)
    game_sources: dict[str, tuple[Path, str]] = field(default_factory=dict, repr=False)
    # vocabulary list entries a module declared ("vocabulary.spaces.3") → (its file, pointer): where
    # a problem inside one (a graph's node) is shown
    entry_sources: dict[str, tuple[Path, str]] = field(default_factory=dict, repr=False)
    documents: dict[Path, YamlDocument] = field(default_factory=dict, repr=False)
    all_modules: dict[str, Module] = field(default_factory=dict, repr=False)  # every module found
    semantic_checked: bool = False
    dsl_strings: int = 0                      # DSL strings parsed (valid or not)
    # the templates (id → teotl.rules.templates.Template): effects and values with parameters;
    # `Template.spec` is what the compiler expands and the language server completes
    templates: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> "RuleSet":
        """The same rule set for another load of the same files (`load_ruleset` keeps one per
        request): its own lists and dicts, components and game dict, so a caller that changes its
        rule set changes no other load's. Shared, as between any two loads: the YAML documents
        (and the component data that is theirs), syntax trees, modules and diagnostics (frozen).
        Not copied: `runtime` (each load gets its own from `teotl.loading`)."""
        clone = RuleSet.__new__(RuleSet)
        clone.__dict__.update(self.__dict__)
        clone.__dict__.pop("runtime", None)
        clone.game = copy.deepcopy(self.game)
        clone.modules, clone.files, clone.diagnostics = list(self.modules), list(self.files), list(self.diagnostics)
        clone.variants = list(self.variants)
        clone.components = {cid: component.copy() for cid, component in self.components.items()}
        clone.templates = {tid: template.copy() for tid, template in self.templates.items()}
        clone.game_parsed, clone.game_sources = dict(self.game_parsed), dict(self.game_sources)
        clone.entry_sources = dict(getattr(self, "entry_sources", {}))
        clone.documents, clone.all_modules = dict(self.documents), dict(self.all_modules)
        return clone

    # ------------------------------------------------------------------ queries
    def by_type(self, component_type: str) -> list[Component]:
        return [c for c in self.components.values() if c.type == component_type]

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.is_error]

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if not d.is_error]

    @property
    def ok(self) -> bool:
        return not self.errors

    def module_ids(self) -> list[str]:
        return [m.id for m in self.modules]

    def effect_count(self) -> int:
        return sum(len(c.parsed) for c in self.components.values()) + len(self.game_parsed)

    def relative(self, path: Optional[Path]) -> str:
        """A path as rule authors read it: relative to the rule set's folder."""
        if path is None:
            return "?"
        if self.root is not None:
            try:
                return path.resolve().relative_to(self.root.resolve()).as_posix()
            except ValueError:
                pass
        return str(path)

    def iter_parsed(self) -> Iterator[tuple[str, str, Any]]:
        """(component id, field path, AST) for every parsed DSL field (game queries as "game")."""
        for path, node in self.game_parsed.items():
            yield GAME_ID, path, node
        for component in self.components.values():
            for path, node in component.parsed.items():
                yield component.id, path, node

    # ------------------------------------------------------------------ positions
    def locate(self, component_id: Optional[str], field_path: str = "", line: int = 0,
               column: int = 0) -> tuple[Optional[Path], int, int]:
        """File, line and column of a place the semantic checker names: a component (or "game"),
        a field path ("effects.3", "type", "vocabulary.queries.x") and a position inside the DSL
        string (1-based; 0 = the field itself)."""
        component = self.components.get(component_id) or self.templates.get(component_id) \
            if component_id and component_id != GAME_ID else None
        if component is None:
            if component_id and component_id != GAME_ID:
                return None, 0, 0
            return self._locate_game(field_path, line, column)
        source = component.sources.get(field_path)
        if source is not None:
            return self._in_document(source[0], source[1], line, column)
        if component.file is None:
            return None, component.line, component.column
        pointer = dotted_to_pointer(component.raw, field_path, component.pointer)
        return self._in_document(component.file, pointer, line, column)

    def _locate_game(self, field_path: str, line: int, column: int) -> tuple[Optional[Path], int, int]:
        source = self.game_sources.get(field_path)
        if source is not None:
            return self._in_document(source[0], source[1], line, column)
        parts = field_path.split(".")
        for cut in range(len(parts) - 1, 2, -1):   # inside an entry a module declared: in the module
            source = getattr(self, "entry_sources", {}).get(".".join(parts[:cut]))
            if source is not None:
                return self._in_document(source[0], source[1] + "/" + "/".join(parts[cut:]), line, column)
        if self.game_file is None:
            return None, 0, 0
        pointer = dotted_to_pointer(self.game, field_path, "")
        return self._in_document(self.game_file, pointer, line, column)

    def _in_document(self, path: Path, pointer: str, line: int, column: int) -> tuple[Optional[Path], int, int]:
        document = self.documents.get(path)
        if document is None:
            return path, 0, 0
        if line > 0:
            found_line, found_column = document.locate_in_string(pointer, line, column)
        else:
            found_line, found_column = document.position(pointer)
        return path, found_line, found_column


def dotted_to_pointer(data: Any, dotted: str, base: str = "") -> str:
    """"effects.2..3" → "/effects/2..3" by walking `data`: at each level the longest run of
    dot-separated words that is an existing key wins (keys like `2..3` contain dots). Stops at
    the deepest existing value."""
    pointer = base
    parts = dotted.split(".") if dotted else []
    index = 0
    while index < len(parts):
        if isinstance(data, dict):
            for end in range(len(parts), index, -1):
                key = ".".join(parts[index:end])
                if key in data:
                    pointer, data, index = pointer_join(pointer, key), data[key], end
                    break
            else:
                if dotted.startswith("table.") and isinstance(data, dict) and "cells" in data and index == 1:
                    pointer, data = pointer_join(pointer, "cells"), data["cells"]
                    continue
                return pointer
        elif isinstance(data, list) and parts[index].isdigit() and int(parts[index]) < len(data):
            pointer, data, index = pointer_join(pointer, parts[index]), data[int(parts[index])], index + 1
        else:
            return pointer
    return pointer
