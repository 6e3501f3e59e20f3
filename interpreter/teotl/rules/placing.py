"""Steps 4 and 5 of a load: components and templates into their places, and what variants add.

Components and templates share one namespace of ids (a template is placed and replaced as a
component is; teotl.rules.templates). `replaces` and duplicate ids are resolved here (a replacement takes the replaced component's
place in the load order), duplicates and replacements that replace nothing become E505/E506/E511
at the manifest's or the component's line, and two variants that patch one value become E520.
Kept apart from the loader (ruleset.py), which reads the files and runs the steps in order.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from teotl.rules.diagnostics import Diagnostic, did_you_mean, error, warning
from teotl.rules.model import Component, Module, RuleSet
from teotl.rules.templates import is_template
from teotl.rules.yaml_document import pointer_join


class Placement:
    """Places components into `ruleset.components`, reporting into `diagnostics` (the loader's
    list, shared); `relative` names a file as rule authors read it."""

    def __init__(self, ruleset: RuleSet, diagnostics: list[Diagnostic], relative: Callable[[Path], str]):
        self.ruleset = ruleset
        self.diagnostics = diagnostics
        self.relative = relative
        self.replaced_by: dict[str, Module] = {}

    def place(self, loaded: list[Component]) -> None:
        """Resolve `replaces` and duplicate ids into `ruleset.components` (insertion = load order;
        a replacement sits where the component it replaces was)."""
        ruleset = self.ruleset
        for module in ruleset.modules:
            for target in module.replaces:
                earlier = self.replaced_by.get(target)
                if earlier is not None and earlier.id != module.id:
                    line, column = self.manifest_item(module, "replaces", target)
                    self.diagnostics.append(error(
                        "E511", f"modules `{earlier.id}` and `{module.id}` both replace `{target}` "
                                f"({self.relative(earlier.manifest)} and {self.relative(module.manifest)})",
                        "load only one of them, or declare them in conflict", module.manifest, line, column, target))
                    continue
                self.replaced_by[target] = module
        found: set[str] = set()
        placeholder: Any = None
        components: dict[str, Any] = {}
        for component in loaded:
            replacer = self.replaced_by.get(component.id)
            if replacer is not None and component.module != replacer.id:
                found.add(component.id)
                components.setdefault(component.id, placeholder)
                continue
            existing = components.get(component.id)
            if component.id in components and existing is not None:
                self.duplicate(component, existing)
                continue
            components[component.id] = component
        ruleset.components = {cid: c for cid, c in components.items() if c is not None and not is_template(c)}
        ruleset.templates = {cid: c for cid, c in components.items() if c is not None and is_template(c)}
        for target, module in self.replaced_by.items():
            if target not in found:
                line, column = self.manifest_item(module, "replaces", target)
                candidates = [c.id for c in loaded if c.module != module.id]
                self.diagnostics.append(error(
                    "E506", f"module `{module.id}` replaces `{target}`, which no loaded module defines",
                    did_you_mean(target, candidates) or "replaces lists component ids of other loaded modules",
                    module.manifest, line, column, module.id))

    def manifest_item(self, module: Module, key: str, value: str) -> tuple[int, int]:
        document = self.ruleset.documents.get(module.manifest)
        if document is None:
            return 1, 1
        items = document.data.get(key) if isinstance(document.data, dict) else None
        if isinstance(items, list) and value in items:
            return document.position(pointer_join(f"/{key}", items.index(value)))
        return document.position(f"/{key}")

    def duplicate(self, component: Component, first: Component) -> None:
        document = self.ruleset.documents.get(component.file) if component.file else None
        line, column = document.position(component.pointer + "/id") if document else (component.line, component.column)
        first_doc = self.ruleset.documents.get(first.file) if first.file else None
        first_line, first_column = (first_doc.position(first.pointer + "/id") if first_doc
                                    else (first.line, first.column))
        where = f"{self.relative(first.file)}:{first_line}:{first_column}" if first.file else "elsewhere"
        hint = "component ids are unique across the loaded rule set; rename one"
        kinds = {"template" if is_template(item) else "component" for item in (component, first)}
        if "template" in kinds:
            hint = "ids are unique across the loaded rule set's components and templates; rename one"
        if first.module != component.module and component.module in self.ruleset.all_modules:
            hint += f", or list `{component.id}` under `replaces:` of module `{component.module}`"
        what = " and ".join(sorted(kinds)) if len(kinds) > 1 else kinds.pop()
        self.diagnostics.append(error("E505", f"{what} id `{component.id}` is defined twice: "
                                              f"{self.relative(component.file)} and {where}",
                                      hint, component.file, line, column, component.id))

    def variant_conflicts(self, read, targets: list[tuple[Path, str, int, int]]) -> None:
        """Two variants that patch the same value (or one inside the other) cannot both apply:
        the later would silently undo the earlier. Reported as E520, naming both files."""
        document = read.document
        if document is None or not isinstance(document.data, dict) or not isinstance(document.data.get("patches"), list):
            return
        mine = []
        for index, patch in enumerate(document.data["patches"]):
            if not isinstance(patch, dict):
                continue
            base = pointer_join("/patches", index)
            named = next((key for key in ("component", "template") if isinstance(patch.get(key), str)), None)
            if named is not None and isinstance(patch.get("path"), str):
                target, field_name = f"{patch[named]}.{patch['path']}", f"/{named}"
            elif isinstance(patch.get("game"), str):
                target, field_name = f"game.yaml {patch['game']}", "/game"
            else:
                continue
            line, column = document.position(base + field_name)
            for _, earlier, earlier_line, _ in mine:  # twice in this one file: the later silently wins
                if _overlap(earlier, target):
                    what = (f"`{target}` twice (line {earlier_line} and here)" if earlier == target else
                            f"`{earlier}` on line {earlier_line} and `{target}` here")
                    self.diagnostics.append(warning(
                        "W505", f"this variant patches {what}: the later patch overrides what the earlier set",
                        "keep one of them, or merge them into one patch", read.path, line, column))
            for other_path, other, _, _ in targets:
                if other_path != read.path and _overlap(other, target):
                    self.diagnostics.append(error(
                        "E520", f"variants {self.relative(other_path)} and {self.relative(read.path)} both patch `{target}`",
                        "apply only one of them, or merge them into one variant", read.path, line, column))
            mine.append((read.path, target, line, column))
        targets.extend(mine)

    def add_variant_component(self, component: Component) -> None:
        """A component or a template a variant adds."""
        existing = self.ruleset.components.get(component.id) or self.ruleset.templates.get(component.id)
        if existing is not None:
            self.duplicate(component, existing)
            return
        table = self.ruleset.templates if is_template(component) else self.ruleset.components
        table[component.id] = component


def _overlap(one: str, other: str) -> bool:
    """Two patch targets that set the same value, or one inside the other (`data`, `data.boards`)."""
    return one == other or one.startswith(other + ".") or other.startswith(one + ".")
