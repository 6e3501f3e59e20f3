"""Rendered components laid out as a document: Markdown (default) or plain text, optionally
with the printed rulebook text beside the generated text (for translators)."""
from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

from teotl.text.catalogue import Noun
from teotl.text.render import RenderedComponent, Renderer


def _cell(text: str) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def component_markdown(renderer: Renderer, item: RenderedComponent, side_by_side: Optional[str] = None,
                       level: int = 3) -> str:
    lines = [f"{'#' * level} {item.title} (`{item.id}`)", ""]
    meta = " · ".join(part for part in (renderer.msg("doc-type", type=item.type_label) if item.type_label else "",
                                          getattr(item, "copies", "")) if part)
    if meta:
        lines += [f"*{meta}*", ""]
    body = _body_lines(renderer, item, markdown=True)
    if side_by_side:
        printed = item.printed.get(side_by_side) or renderer.msg("doc-no-printed")
        # a table cell holds one line: the sections are set apart by line breaks, not list marks
        generated = "<br>".join(line[2:] if line.startswith("- ") else line for line in body) \
            if body else renderer.msg("doc-no-text")
        lines += [f"| {renderer.msg('field-printed', lang=side_by_side)} | "
                  f"{renderer.msg('field-generated', lang=renderer.lang)} |", "|---|---|",
                  f"| {_cell(printed)} | {_cell(generated)} |", ""]
        if item.grid:
            lines += _grid_markdown(renderer, item.grid) + [""]
        return "\n".join(lines)
    lines += body if body else [renderer.msg("doc-no-text")]
    lines.append("")
    if item.grid:
        lines += _grid_markdown(renderer, item.grid) + [""]
    return "\n".join(lines)


def _body_lines(renderer: Renderer, item: RenderedComponent, markdown: bool) -> list[str]:
    lines = []
    for section in item.sections:
        if section.label:
            label = renderer.msg("doc-label", label=section.label)
            label = f"**{label}**" if markdown else label
            lines.append(f"- {label} {section.text}" if markdown else f"  {label} {section.text}")
        else:
            lines.append(section.text if markdown else f"  {section.text}")
    return lines


def _grid_markdown(renderer: Renderer, grid: dict) -> list[str]:
    lines = [renderer.msg("field-grid", rows=grid["rows_label"], columns=grid["columns_label"]), ""]
    lines.append("| | " + " | ".join(_cell(c) for c in grid["columns"]) + " |")
    lines.append("|---" * (len(grid["columns"]) + 1) + "|")
    for row in grid["rows"]:
        lines.append("| " + " | ".join(_cell(c) for c in row) + " |")
    return lines


def component_text(renderer: Renderer, item: RenderedComponent, side_by_side: Optional[str] = None) -> str:
    title = f"{item.title} [{item.id}]"
    lines = [title, "=" * len(title)]
    if item.type_label:
        lines.append(renderer.msg("doc-type", type=item.type_label))
    if getattr(item, "copies", ""):
        lines.append(item.copies)
    body = _body_lines(renderer, item, markdown=False)
    if side_by_side:
        lines.append(renderer.msg("field-printed", lang=side_by_side) + ":")
        lines.append("  " + (item.printed.get(side_by_side) or renderer.msg("doc-no-printed")))
        lines.append(renderer.msg("field-generated", lang=renderer.lang) + ":")
    lines += body if body else ["  " + renderer.msg("doc-no-text")]
    if item.grid:
        grid = item.grid
        lines.append("  " + renderer.msg("field-grid", rows=grid["rows_label"], columns=grid["columns_label"]))
        for row in grid["rows"]:
            for column, cell in zip(grid["columns"], row[1:]):
                if cell:
                    lines.append(f"    {row[0]} / {column}: {cell}")
    lines.append("")
    return "\n".join(lines)


def render_document(renderer: Renderer, components: Sequence[Any], fmt: str = "md",
                    side_by_side: Optional[str] = None, grouped: bool = False) -> str:
    """The components in order; `grouped` adds a title and a heading per module."""
    out: list[str] = []
    ruleset = renderer.ruleset
    if grouped:
        game_id = (ruleset.game or {}).get("id", "game")
        title = renderer.cat.noun(Noun(f"game-{game_id}", 1, (ruleset.game or {}).get("name", game_id)))
        out.append(f"# {title}\n" if fmt == "md" else f"{title}\n{'#' * len(title)}\n")
    current_module = None
    for component in components:
        if grouped and component.module != current_module:
            current_module = component.module
            module = getattr(ruleset, "all_modules", {}).get(component.module)
            name = renderer.cat.noun(Noun(f"module-{component.module}", 1,
                                          module.name if module is not None else component.module))
            heading = renderer.msg("doc-module", module=name)
            out.append(f"## {heading}\n" if fmt == "md" else f"{heading}\n{'-' * len(heading)}\n")
        item = renderer.render_component(component)
        out.append(component_markdown(renderer, item, side_by_side) if fmt == "md"
                   else component_text(renderer, item, side_by_side))
    return "\n".join(out).rstrip() + "\n"


def explain_components(ruleset: Any, ids: Iterable[str], lang: str = "en", fmt: str = "md",
                       side_by_side: Optional[str] = None, extra_dirs: Sequence[Any] = ()) -> tuple[str, list[str]]:
    """Convenience for Python callers and tests: (document, warnings)."""
    renderer = Renderer(ruleset, lang, extra_dirs)
    components = [ruleset.components[i] for i in ids]
    return render_document(renderer, components, fmt, side_by_side), renderer.warnings
