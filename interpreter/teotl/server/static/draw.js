// Drawing the spaces of a game as SVG, from the state view alone (docs/server.md, "spaces").
// One function per space kind; nothing here knows a game. Every element a decision can point at
// carries `data-place`, every component `data-component` (its rule text shows on hover).

import { drawCells } from "./cells.js";
import { colourOf, seatColour, svg, text, title } from "./svg.js";

export { colourOf, seatColour, svg, text } from "./svg.js";

function targetable(node, place, ctx) {
  node.setAttribute("data-place", place);
  if (ctx.targets.has(place)) node.classList.add("target");
  return node;
}

const PIPS = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]], 5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };

export function die(piece, x, y, ctx, size = 28) {
  const group = svg("g", { class: "piece" + (piece.locked ? " locked" : ""), transform: `translate(${x},${y})` });
  group.appendChild(svg("rect", { x: -size / 2, y: -size / 2, width: size, height: size, rx: 5,
    fill: seatColour(piece.owner, ctx.players), stroke: piece.locked ? "#1b1b1b" : "#fff", "stroke-width": 2 }));
  const pips = PIPS[piece.level];
  if (pips) {
    for (const [dx, dy] of pips) group.appendChild(svg("circle", { cx: dx * size / 4, cy: dy * size / 4, r: size / 10, fill: "#fff" }));
  } else {
    group.appendChild(text(0, 4, String(piece.level), { "text-anchor": "middle", class: "die-number" }));
  }
  group.appendChild(title(`${piece.owner_name}: ${piece.kind_name} ${piece.level}${piece.locked ? " (locked)" : ""}`));
  return targetable(group, piece.place, ctx);
}

// ------------------------------------------------------------------ ring of boards
export function drawRing(space, ctx) {
  const boards = space.boards;
  const n = boards.length;
  const w = 200, h = 124;
  const rx = Math.max(260, n * 50), ry = Math.max(170, n * 29);
  const width = 2 * rx + w + 16, height = 2 * ry + h + 16;
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "ring", role: "img" });
  root.appendChild(svg("ellipse", { cx: width / 2, cy: height / 2, rx: rx - 30, ry: ry - 30, class: "ring-path" }));
  if (ctx.centre) root.appendChild(text(width / 2, height / 2, ctx.centre, { "text-anchor": "middle", class: "ring-centre" }));
  boards.forEach((board, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
    const x = width / 2 + rx * Math.cos(angle) - w / 2, y = height / 2 + ry * Math.sin(angle) - h / 2;
    const group = svg("g", { class: "board", transform: `translate(${x},${y})` });
    if (board.component) group.setAttribute("data-component", board.component);
    group.appendChild(svg("rect", { width: w, height: h, rx: 10, class: "board-body" }));
    group.appendChild(svg("path", { d: `M0 10 a10 10 0 0 1 10 -10 h${w - 20} a10 10 0 0 1 10 10 v16 h-${w} z`,
      fill: colourOf(board.id, 38) }));
    group.appendChild(svg("circle", { cx: 15, cy: 13, r: 10, class: "board-number" }));
    group.appendChild(text(15, 17, String(board.number), { "text-anchor": "middle", class: "board-number-text" }));
    group.appendChild(text(32, 18, board.name, { class: "board-name" }));
    const locked = board.pieces.filter((p) => p.locked), free = board.pieces.filter((p) => !p.locked);
    for (let s = 0; s < board.spots; s++) {
      const sx = 24 + s * 38, sy = 50;
      group.appendChild(svg("circle", { cx: sx, cy: sy, r: 16, class: "spot" }));
      group.appendChild(text(sx, sy + 4, String(s + 1), { "text-anchor": "middle", class: "spot-number" }));
    }
    locked.forEach((piece, k) => {
      const index = Math.max(0, (parseInt(piece.spot, 10) || k + 1) - 1);
      group.appendChild(die(piece, 24 + index * 38, 50, ctx));
    });
    free.forEach((piece, k) => {
      group.appendChild(die(piece, 20 + (k % 6) * 32, h - 22 - Math.floor(k / 6) * 32, ctx, 26));
    });
    group.appendChild(title(board.name));
    root.appendChild(targetable(group, board.place, ctx));
  });
  return root;
}

// ------------------------------------------------------------------ a grid of cells with tiles on slots
function cellFill(letter, space) {
  if (!letter || letter === space.empty) return "#d8cdb8";
  const icon = space.icons[letter.toLowerCase()];
  const colour = colourOf(icon ? icon.track : letter.toLowerCase());
  return colour;
}

export function drawSlots(space, ctx) {
  const cell = 34, pad = 10;
  const rows = space.cells.length, columns = Math.max(...space.cells.map((r) => r.length), 1);
  const spotRows = space.spots.length ? 1 + Math.ceil(space.spots.length / 8) : 0;
  const width = columns * cell + 2 * pad, height = rows * cell + 2 * pad + spotRows * 30;
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "slots", role: "img" });
  if (space.component) root.setAttribute("data-component", space.component);
  space.cells.forEach((row, r) => row.forEach((letter, c) => {
    const upper = letter !== letter.toLowerCase();
    const rect = svg("rect", { x: pad + c * cell, y: pad + r * cell, width: cell - 2, height: cell - 2, rx: 3,
      fill: cellFill(letter, space), "fill-opacity": letter === space.empty ? 1 : (upper ? 0.95 : 0.45),
      class: "cell" + (upper ? " strong" : "") });
    const icon = space.icons[letter.toLowerCase()];
    if (icon) rect.appendChild(title(icon.name + (upper ? " ★" : "")));
    root.appendChild(rect);
    if (upper) root.appendChild(text(pad + c * cell + cell / 2 - 1, pad + r * cell + cell / 2 + 4, "★",
      { "text-anchor": "middle", class: "cell-star" }));
  }));
  const box = (slot) => {
    const rs = slot.cells.map((p) => p[0]), cs = slot.cells.map((p) => p[1]);
    return [pad + Math.min(...cs) * cell, pad + Math.min(...rs) * cell,
      (Math.max(...cs) - Math.min(...cs) + 1) * cell - 2, (Math.max(...rs) - Math.min(...rs) + 1) * cell - 2];
  };
  const placed = space.slots.filter((s) => s.tile).sort((a, b) => a.level - b.level);
  for (const slot of placed) {
    const [x, y, w, h] = box(slot);
    const group = svg("g", { class: "tile", "data-component": slot.tile.id });
    group.appendChild(svg("rect", { x: x + 1, y: y + 1, width: w - 2, height: h - 2, rx: 4, class: `tile-edge level-${slot.level}`,
      "stroke-width": 1.5 + slot.level }));
    group.appendChild(text(x + 5, y + 12, String(slot.level), { class: "tile-level" }));
    group.appendChild(title(slot.tile.name));
    root.appendChild(targetable(group, slot.place, ctx));
  }
  for (const slot of space.slots.filter((s) => !s.tile && ctx.targets.has(s.place))) {
    const [x, y, w, h] = box(slot);
    const group = svg("g", { class: "free-slot" });
    group.appendChild(svg("rect", { x: x + 2, y: y + 2, width: w - 4, height: h - 4, rx: 5 }));
    group.appendChild(title(`${slot.id}`));
    root.appendChild(targetable(group, slot.place, ctx));
  }
  space.spots.forEach((spot, i) => {
    const x = pad + (i % 8) * (width - 2 * pad) / 8, y = pad + rows * cell + 10 + Math.floor(i / 8) * 30;
    const group = svg("g", { class: "spot-box" + (spot.tile ? " taken" : "") });
    if (spot.tile) group.setAttribute("data-component", spot.tile.id);
    const shown = spot.tile ? spot.icons : spot.printed;
    group.appendChild(svg("rect", { x, y, width: 36, height: 22, rx: 4, class: "spot-frame" }));
    (shown || []).slice(0, 2).forEach((letter, k) => group.appendChild(svg("rect", {
      x: x + 3 + k * 16, y: y + 3, width: 14, height: 16, rx: 2, fill: cellFill(letter, space) })));
    group.appendChild(title(spot.tile ? spot.tile.name : `${spot.side} ${spot.level}`));
    root.appendChild(targetable(group, spot.place, ctx));
  });
  return root;
}

// ------------------------------------------------------------------ a graph of nodes (a map)
export function drawGraph(space, ctx) {
  const dx = 150, dy = 74, r = 24;
  const width = space.layers * dx + 60, height = space.rows * dy + 50;
  const perLayer = {};
  for (const node of space.nodes) perLayer[node.layer] = (perLayer[node.layer] || 0) + 1;
  const at = {};
  for (const node of space.nodes) {
    const offset = (space.rows - perLayer[node.layer]) * dy / 2;
    at[node.id] = [50 + node.layer * dx, 40 + offset + node.row * dy];
  }
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "graph", role: "img" });
  if (space.component) root.setAttribute("data-component", space.component);
  for (const [from, to] of space.edges) {
    const [x1, y1] = at[from], [x2, y2] = at[to];
    root.appendChild(svg("line", { x1: x1 + r, y1, x2: x2 - r, y2, class: "edge" }));
  }
  for (const node of space.nodes) {
    const [x, y] = at[node.id];
    const group = svg("g", { class: "node", transform: `translate(${x},${y})` });
    if (node.component) group.setAttribute("data-component", node.component);
    group.appendChild(svg("circle", { r, class: "node-body" + (node.marks.length ? " marked" : "") }));
    const value = node.numbers.value;
    if (value) group.appendChild(text(0, 5, String(value), { "text-anchor": "middle", class: "node-value" }));
    group.appendChild(text(0, r + 14, node.name, { "text-anchor": "middle", class: "node-name" }));
    node.marks.forEach((mark, k) => group.appendChild(svg("rect", { x: -r + k * 9, y: -r - 8, width: 8, height: 8,
      fill: seatColour(mark.owner, ctx.players), class: "mark" })));
    node.pieces.forEach((piece, k) => {
      const angle = Math.PI / 4 + k * 0.7;
      group.appendChild(svg("circle", { cx: Math.cos(angle) * r, cy: Math.sin(angle) * r, r: 7,
        fill: seatColour(piece.owner, ctx.players), class: "token" }, [title(piece.owner_name)]));
    });
    group.appendChild(title(node.name));
    root.appendChild(targetable(group, node.place, ctx));
  }
  return root;
}

// ------------------------------------------------------------------ tracks (drawn together)
export function drawTracks(tracks, ctx) {
  const step = 28, label = 190, rowH = 40;
  const longest = Math.max(...tracks.map((t) => t.max - t.min + 1));
  const width = label + longest * step + 12, height = tracks.length * rowH + 8;
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "tracks", role: "img" });
  tracks.forEach((track, i) => {
    const y = 6 + i * rowH;
    const group = svg("g", { class: "track" });
    if (track.component) group.setAttribute("data-component", track.component);
    group.appendChild(text(4, y + 20, track.name, { class: "track-name" }));
    for (let s = track.min; s <= track.max; s++) {
      const x = label + (s - track.min) * step;
      const cls = "step" + (track.rewards.includes(s) ? " reward" : "") + (track.exclusive.includes(s) ? " exclusive" : "");
      group.appendChild(svg("rect", { x, y, width: step - 3, height: 30, rx: 4, class: cls,
        fill: colourOf(track.id, 80) }));
      group.appendChild(text(x + (step - 3) / 2, y + 11, String(s), { "text-anchor": "middle", class: "step-number" }));
    }
    const at = {};
    for (const marker of track.markers) {
      const k = (at[marker.step] = (at[marker.step] || 0) + 1) - 1;
      const x = label + (marker.step - track.min) * step + 6 + (k % 3) * 7, yy = y + 20 + Math.floor(k / 3) * 6;
      group.appendChild(svg("circle", { cx: x, cy: yy, r: 5, fill: seatColour(marker.seat, ctx.players), class: "marker" },
        [title(`${marker.name}: ${marker.step}`)]));
    }
    group.appendChild(title(track.name));
    root.appendChild(targetable(group, track.place, ctx));
  });
  return root;
}

const DRAWERS = { ring: drawRing, slots: drawSlots, graph: drawGraph, cells: drawCells };

// Every space of the view, each in its own frame with its name; tracks together in one.
export function drawSpaces(spaces, ctx) {
  const frames = [];
  const tracks = spaces.filter((s) => s.kind === "track");
  for (const space of spaces) {
    const draw = DRAWERS[space.kind];
    if (!draw) continue;
    frames.push(frame(space.name, draw(space, ctx), space.kind));
  }
  if (tracks.length) frames.push(frame(ctx.tracksTitle || "", drawTracks(tracks, ctx), "track"));
  return frames;
}

function frame(name, drawing, kind) {
  const box = drawing.viewBox && drawing.viewBox.baseVal;
  const scale = { ring: 1.25, track: 1.3, cells: 1.25 }[kind] || 1;
  if (box && box.width) drawing.style.maxWidth = `${Math.round(box.width * scale)}px`;
  const section = document.createElement("section");
  section.className = `space space-${kind}`;
  if (name) {
    const heading = document.createElement("h3");
    heading.textContent = name;
    section.appendChild(heading);
  }
  section.appendChild(drawing);
  return section;
}
