// A grid of `vocabulary.spaces` (space kind `cells`, docs/server.md): the tiles laid so far with
// their names, numbers and icons, turned as laid; a seat's tiles in its colour with its units of
// per-edge data (workers) drawn on the side they show — on the edge line where the side meets
// another tile, inside the tile where it faces nothing; free cells dashed, glowing and clickable
// when the pending decision offers them; an edge the decision offers glows on its line. Rows and
// columns are numbered around the grid as the options name them ("row 2, column -1").

import { colourOf, seatColour, svg, text, title } from "./svg.js";

const CELL = 92, MARGIN = 26, GAP = 4, UNIT = 6;

function targetable(node, place, ctx) {
  node.setAttribute("data-place", place);
  if (ctx.targets.has(place)) node.classList.add("target");
  return node;
}

// A name on up to three lines of about `width` characters each.
function lines(name, width = 12) {
  const out = [];
  let line = "";
  for (const word of String(name).split(/\s+/)) {
    if (line && (line + " " + word).length > width) { out.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > 3) out.splice(2, out.length - 2, out.slice(2).join(" ").slice(0, width - 1) + "…");
  return out;
}

// Where the k-th of n units stands along side `side` of the square [0, size]: on the side itself
// (`inset` 0, an edge) or a little inside it.
function unitAt(side, k, n, size, inset) {
  const along = size / 2 + (k - (n - 1) / 2) * (UNIT * 2 + 2);
  return [[along, inset], [size - inset, along], [along, size - inset], [inset, along]][side];
}

function unit(piece, x, y, ctx, onEdge) {
  return svg("circle", { cx: x, cy: y, r: UNIT, class: "unit" + (onEdge ? " on-edge" : ""),
    fill: seatColour(piece.seat, ctx.players), "data-seat": piece.seat }, [title(`${piece.name}: ${piece.what_name}`)]);
}

function describe(entry) {
  const tile = entry.tile;
  const parts = [tile.name];
  if (tile.owner_name) parts.push(tile.owner_name);
  for (const number of tile.numbers) parts.push(`${number.name} ${number.value}`);
  for (const side of tile.sides) parts.push(`${side.name}: ${side.values.join(" · ")}`);
  if (tile.rotation) parts.push(`↻ ${tile.rotation * 90}°`);
  if (entry.layers > 1) parts.push(`× ${entry.layers}`);
  for (const label of entry.labels) parts.push(label.name);
  return `${parts.join(" — ")} (${entry.row}, ${entry.column})`;
}

function drawTile(entry, ctx) {
  const tile = entry.tile, size = CELL - GAP;
  const group = svg("g", { class: "grid-tile" + (tile.owner >= 0 ? " owned" : ""), "data-component": tile.component,
    "data-tile": tile.id, "data-rotation": tile.rotation, "data-owner": tile.owner });
  if (entry.layers > 1) group.appendChild(svg("rect", { x: 3, y: 3, width: size, height: size, rx: 7, class: "tile-under" }));
  const owner = tile.owner >= 0 ? seatColour(tile.owner, ctx.players) : null;
  group.appendChild(svg("rect", { width: size, height: size, rx: 7, class: "tile-face",
    fill: owner ? `color-mix(in srgb, ${owner} 22%, #fffaf0)` : colourOf(tile.component, 86),
    stroke: owner || "#6b5a44" }));
  // the printed top side, turned with the tile: a notch shows which way a tile with per-edge data was laid
  if (tile.sides.length || tile.rotation) {
    group.appendChild(svg("path", { d: `M${size / 2 - 7} 0 L${size / 2} 7 L${size / 2 + 7} 0 Z`, class: "tile-notch",
      transform: `rotate(${tile.rotation * 90} ${size / 2} ${size / 2})` }));
  }
  const nameLines = lines(tile.name);
  const top = size / 2 - (nameLines.length - 1) * 6 - (tile.numbers.length || tile.icons.length ? 6 : 0);
  nameLines.forEach((line, k) => group.appendChild(text(size / 2, top + k * 12 + 4, line,
    { "text-anchor": "middle", class: "grid-tile-name" })));
  const extra = [...tile.numbers.map((n) => `${n.name} ${n.value}`), ...tile.icons].join(" · ");
  if (extra) group.appendChild(text(size / 2, top + nameLines.length * 12 + 6, extra, { "text-anchor": "middle", class: "grid-tile-numbers" }));
  if (entry.layers > 1) group.appendChild(text(size - 8, 14, `×${entry.layers}`, { "text-anchor": "end", class: "grid-tile-layers" }));
  if (entry.labels.length) {
    // a word on the cell (a label): a small diamond in the top left corner, clear of the units
    group.appendChild(svg("path", { d: "M10 3 L17 10 L10 17 L3 10 Z", class: "cell-label" },
      [title(entry.labels.map((l) => l.name).join(", "))]));
  }
  for (let side = 0; side < 4; side++) {
    const here = entry.pieces.filter((p) => p.side === side);
    here.forEach((piece, k) => group.appendChild(unit(piece, ...unitAt(side, k, here.length, size, UNIT + 2), ctx, false)));
  }
  group.appendChild(title(describe(entry)));
  return group;
}

function drawFree(entry) {
  const size = CELL - GAP;
  const group = svg("g", { class: "grid-free" });
  group.appendChild(svg("rect", { width: size, height: size, rx: 7 }));
  group.appendChild(text(size / 2, size / 2 + 4, `${entry.row}, ${entry.column}`, { "text-anchor": "middle", class: "grid-free-at" }));
  group.appendChild(title(`${entry.row}, ${entry.column}`));
  return group;
}

export function drawCells(space, ctx) {
  const rows = space.cells.map((c) => c.row), columns = space.cells.map((c) => c.column);
  if (!rows.length) rows.push(0), columns.push(0);
  const r0 = Math.min(...rows), c0 = Math.min(...columns);
  const r1 = Math.max(...rows), c1 = Math.max(...columns);
  const width = (c1 - c0 + 1) * CELL + MARGIN + 8, height = (r1 - r0 + 1) * CELL + MARGIN + 8;
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "cells", role: "img", "data-space": space.id });
  const at = (row, column) => [MARGIN + (column - c0) * CELL, MARGIN + (row - r0) * CELL];
  for (let c = c0; c <= c1; c++) root.appendChild(text(at(0, c)[0] + (CELL - GAP) / 2, 16, String(c), { "text-anchor": "middle", class: "grid-coordinate" }));
  for (let r = r0; r <= r1; r++) root.appendChild(text(12, at(r, 0)[1] + (CELL - GAP) / 2 + 4, String(r), { "text-anchor": "middle", class: "grid-coordinate" }));
  for (const entry of space.cells) {
    const [x, y] = at(entry.row, entry.column);
    const group = entry.tile ? drawTile(entry, ctx) : drawFree(entry);
    group.setAttribute("transform", `translate(${x},${y})`);
    group.classList.add("grid-cell");
    group.setAttribute("data-row", entry.row);
    group.setAttribute("data-column", entry.column);
    root.appendChild(targetable(group, entry.place, ctx));
  }
  for (const edge of space.edges) root.appendChild(drawEdge(edge, at, ctx));
  return root;
}

function drawEdge(edge, at, ctx) {
  const [ra, ca] = edge.a, [rb, cb] = edge.b;
  const [xa, ya] = at(ra, ca);
  const size = CELL - GAP, horizontal = ra !== rb;       // a above b: the line is horizontal
  const x1 = horizontal ? xa + 8 : xa + size + GAP / 2, y1 = horizontal ? ya + size + GAP / 2 : ya + 8;
  const x2 = horizontal ? xa + size - 8 : x1, y2 = horizontal ? y1 : ya + size - 8;
  const group = svg("g", { class: "grid-edge" + (edge.pieces.length ? " manned" : "") });
  group.appendChild(svg("line", { x1, y1, x2, y2, class: "edge-hit" }));
  group.appendChild(svg("line", { x1, y1, x2, y2, class: "edge-line" }));
  const n = edge.pieces.length;
  edge.pieces.forEach((piece, k) => {
    const along = (k - (n - 1) / 2) * (UNIT * 2 + 2);
    const x = horizontal ? (x1 + x2) / 2 + along : x1, y = horizontal ? y1 : (y1 + y2) / 2 + along;
    group.appendChild(unit(piece, x, y, ctx, true));
  });
  group.appendChild(title(`(${ra}, ${ca}) – (${rb}, ${cb})` + (n ? ` · ${edge.pieces[0].what_name} ${n}` : "")));
  return targetable(group, edge.place, ctx);
}
