"""Components as rule text: a component's cost, effects, triggers, modifiers and reward grid, each
rendered through the effect renderer (teotl.text.render builds `Renderer` on `ComponentText`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from teotl.runtime.copies import PER_PLAYER, read_copies
from teotl.text import template_text
from teotl.text.catalogue import Noun


@dataclass
class Section:
    """One part of a rendered component: a label ("" for the main effect) and its text."""
    label: str
    text: str
    field_path: str = ""


@dataclass
class RenderedComponent:
    id: str
    title: str
    type_label: str
    module: str
    sections: list[Section] = field(default_factory=list)
    grid: Optional[dict] = None          # {"corner", "columns": [...], "rows": [[label, cells...]]}
    printed: dict[str, str] = field(default_factory=dict)
    copies: str = ""                     # "3 copies (2 with 2 players)", "" for one (`copies:`)


class ComponentText:
    """The rendering of whole components; the effects inside come from the renderer's `effect`."""

    def component_title(self, component: Any) -> str:
        """The component's name in the renderer's language; a template's (a named effect, such as
        a log line's "for" may name) from its `template-ID` term, capitalised as a title."""
        if template_text.is_template(component):
            name = template_text.name_of(self, component)
            return name[:1].upper() + name[1:]
        term = self._module_term("component", component.id) or f"component-{component.id}"
        return self.cat.noun(Noun(term, 1, component.name or component.id))

    def copies_text(self, written: Any) -> str:
        """A component's `copies:` as a reader counts them ("3 copies (2 with 2 players)", "2 copies
        per player"); "" for a single one. What a house rule that changes a count changed, and
        what a modder checks, in `teotl explain`."""
        counts = read_copies(written)
        if not counts:
            return ""
        if PER_PLAYER in counts:
            return self.msg("doc-copies-per-player", count=counts[PER_PLAYER])
        default = counts["default"]
        others = [self.msg("doc-copies-players", count=n, players=k)
                  for k, n in sorted((k, n) for k, n in counts.items() if k != "default") if n != default]
        if default == 1 and not others:
            return ""
        text = self.msg("doc-copies", count=default)
        return self.msg("doc-copies-except", copies=text, others=self.join(others)) if others else text

    def effect_label(self, component: Any, key: str) -> str:
        if key.isdigit() and component.type == "track":
            return self.msg("field-step", step=int(key))
        label = self.cat.noun(self.key_noun(key))
        return label[:1].upper() + label[1:]

    def render_component(self, component: Any) -> RenderedComponent:
        if template_text.is_template(component):
            return template_text.render_template(self, component, RenderedComponent, Section)
        parsed = component.parsed
        result = RenderedComponent(component.id, self.component_title(component),
                                   self.cat.noun(self.noun(component.type, 1, "type")) if component.type else "",
                                   component.module, printed=dict(component.text or {}),
                                   copies=self.copies_text(getattr(component, "copies", None)))
        if "cost" in parsed:
            result.sections.append(Section(self.msg("field-cost"), self.sentence(self.cost(parsed["cost"])), "cost"))
        if "effect" in parsed:
            result.sections.append(Section("", self.effect(parsed["effect"]), "effect"))
        keys = [p for p in parsed if p.startswith("effects.")]
        keys.sort(key=lambda p: (0, int(p[8:])) if p[8:].isdigit() else (1, list(component.effects).index(p[8:])
                                                                          if p[8:] in component.effects else 99))
        for path in keys:
            result.sections.append(Section(self.effect_label(component, path[8:]), self.effect(parsed[path]), path))
        if any(p.startswith("table.") for p in parsed):
            result.grid = self.grid(component)
        for path in sorted((p for p in parsed if p.startswith("triggers.")), key=lambda p: int(p.split(".")[1])):
            result.sections.append(Section(self.msg("field-trigger"), self.effect(parsed[path]), path))
        for path in sorted((p for p in parsed if p.startswith("modifiers.")), key=lambda p: int(p.split(".")[1])):
            result.sections.append(Section(self.msg("field-modifier"), self.effect(parsed[path]), path))
        return result

    def grid(self, component: Any) -> dict:
        parsed = component.parsed
        grid = component.table or {}
        cells = grid.get("cells") if isinstance(grid.get("cells"), dict) else {
            k: v for k, v in grid.items() if k not in ("rows", "columns")}
        rows = list(cells)
        columns: list[str] = []
        for row in rows:
            for column in cells[row] or {}:
                if column not in columns:
                    columns.append(column)
        def key_text(key: str) -> str:
            lo, _, hi = str(key).partition("..")
            if not hi and ".." not in str(key):
                return str(key)
            return self.msg("range-open", low=int(lo)) if hi == "" else self.msg("range-span", low=int(lo), high=int(hi))
        table_rows = []
        for row in rows:
            line = [key_text(row)]
            for column in columns:
                node = parsed.get(f"table.{row}.{column}")
                line.append(self.effect(node) if node is not None else "")
            table_rows.append(line)
        return {
            "rows_label": self.expr(parsed.get("table.rows")) if "table.rows" in parsed else "",
            "columns_label": self.expr(parsed.get("table.columns")) if "table.columns" in parsed else "",
            "columns": [key_text(c) for c in columns],
            "rows": table_rows,
        }
