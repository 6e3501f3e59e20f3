// The HTML parts of the game page: player panels, supplies, counters, the decision and the log.
// Text from the server is always set as text (never parsed as HTML).

import { seatColour, colourOf } from "./draw.js";
import { t } from "./i18n.js";

export function h(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.appendChild(child);
  return node;
}

// a player with more counters than this sees only those that are not 0 (teotl.play.panels)
const SHORT_COUNTERS = 8;

function targetable(node, place, ctx) {
  if (!place) return node;
  node.setAttribute("data-place", place);
  if (ctx.targets.has(place)) node.classList.add("target");
  return node;
}

export function card(component, ctx, extra = "") {
  const node = h("span", { class: `card-chip ${extra}`, "data-component": component.id, title: component.name });
  node.style.setProperty("--chip", colourOf(component.type, 40));
  if (component.picture) node.appendChild(h("img", { src: component.picture, alt: "" }));
  node.appendChild(h("span", { class: "chip-type", text: component.type_name }));
  node.appendChild(h("span", { class: "chip-name", text: component.name }));
  for (const mark of component.marks || []) {
    node.appendChild(h("span", { class: "chip-mark", "data-mark": mark.id, title: mark.name, text: `${mark.count} ${mark.name}` }));
  }
  return targetable(node, component.place, ctx);
}

export function playerPanel(player, view, ctx) {
  const colour = seatColour(player.seat, view.game.players);
  const panel = h("section", { class: "card player" + (player.active ? " active" : "") + (player.you ? " you" : ""),
    "data-seat": player.seat });
  panel.style.setProperty("--seat", colour);
  const agent = player.agent === "human" ? "" : ` · ${player.agent}`;
  panel.appendChild(h("header", {}, [
    h("span", { class: "seat-dot" }),
    h("span", { class: "player-name", text: player.name + (player.you ? ` (${t("you")})` : "") + agent }),
    h("span", { class: "player-score", title: view.score.name, text: String(player.score) }),
  ]));
  const resources = h("div", { class: "resources" });
  // Many counters (a card game's ten kinds of token): those at 0 are left out unless the
  // decision offers them, as the terminal does; a few are all shown, 0s included.
  const shownCounters = player.counters.filter((c) => c.id !== view.score.id);
  const skipZero = shownCounters.length > SHORT_COUNTERS;
  for (const counter of shownCounters) {
    if (skipZero && counter.value === 0 && !ctx.targets.has(counter.place)) continue;
    const chip = h("span", { class: "resource", title: counter.name }, [
      h("span", { class: "resource-dot" }), h("span", { class: "resource-value", text: String(counter.value) }),
      h("span", { class: "resource-name", text: counter.name })]);
    chip.querySelector(".resource-dot").style.background = colourOf(counter.id, 50);
    resources.appendChild(targetable(chip, counter.place, ctx));
  }
  panel.appendChild(resources);
  for (const supply of player.supplies) {
    const box = h("div", { class: "hand", "data-supply": supply.id },
      [h("span", { class: "hand-name", text: `${supply.name} (${supply.size})` })]);
    if (supply.components) supply.components.forEach((c) => box.appendChild(card(c, ctx)));
    else box.appendChild(h("span", { class: "card-back", text: "🂠 ".repeat(Math.min(supply.size, 8)).trim() }));
    panel.appendChild(box);
  }
  const byType = {};
  for (const component of player.owned) (byType[component.type_name] = byType[component.type_name] || []).push(component);
  for (const [typeName, components] of Object.entries(byType)) {
    panel.appendChild(h("div", { class: "owned" }, [h("span", { class: "owned-type", text: typeName }),
      ...components.map((c) => card(c, ctx, c.used ? "used" : ""))]));
  }
  if (player.flags.length) {
    panel.appendChild(h("div", { class: "flags" }, player.flags.map((f) => h("span", { class: "flag", text: f.name }))));
  }
  for (const token of player.tokens || []) {
    panel.appendChild(h("div", { class: "token", text: token.text }));
  }
  return panel;
}

export function supplies(view, ctx) {
  const open = view.supplies.filter((s) => s.visible);
  const closed = view.supplies.filter((s) => !s.visible);
  const trays = open.map((supply) => {
    const tray = h("section", { class: "tray", "data-supply": supply.id });
    tray.appendChild(h("h4", { text: supply.name }));
    const row = h("div", { class: "tray-cards" });
    if (supply.columns) row.style.gridTemplateColumns = `repeat(${supply.columns}, minmax(0, 1fr))`;
    supply.components.forEach((c) => row.appendChild(card(c, ctx)));
    tray.appendChild(row);
    return tray;
  });
  if (closed.length) {
    // face-down stacks: only their size is known (the server sends nothing else)
    trays.push(h("section", { class: "tray stacks" }, [h("h4", { text: t("faceDown") }),
      h("div", { class: "stack-list" }, closed.map((supply) => h("span", { class: "stack-chip", "data-supply": supply.id,
        title: supply.of_name }, [h("span", { class: "stack", text: String(supply.size) }),
        h("span", { class: "stack-name", text: supply.name })])))]));
  }
  return trays;
}

export function counters(view) {
  return view.counters.map((c) => h("span", { class: "counter", title: c.name }, [
    h("span", { class: "counter-name", text: c.name }), h("span", { class: "counter-value", text: String(c.value) })]));
}

export function decisionPanel(view, onAnswer) {
  const decision = view.decision;
  const nodes = [];
  if (view.result) {
    const names = view.players.map((p) => p.name);
    nodes.push(h("h2", { text: t("wins", { name: names[view.result.winner] }) }));
    nodes.push(h("ol", { class: "ranking" }, view.result.ranking.map((seat) =>
      h("li", { text: `${names[seat]} — ${view.result.scores[seat]} ${view.score.name}` }))));
    return nodes;
  }
  if (!decision) return [h("p", { text: "…" })];
  if (!decision.yours) {
    const who = t(decision.waiting_for_bot ? "thinking" : "waiting", { name: decision.seat_name });
    nodes.push(h("p", { class: "waiting", text: who }));
    return nodes;
  }
  nodes.push(h("h2", { class: "your-turn", text: t("yourDecision") }));
  nodes.push(h("p", { class: "prompt", text: decision.prompt }));
  const list = h("div", { class: "options" });
  // hovering over a button shows the places it is about (a cell of a grid, a card, a board)
  const hint = (option, on) => {
    for (const place of option.places) {
      for (const node of document.querySelectorAll(`[data-place="${CSS.escape(place)}"]`)) node.classList.toggle("hint", on);
    }
  };
  decision.options.forEach((option, index) => {
    list.appendChild(h("button", { type: "button", class: "option", "data-key": option.key,
      onmouseenter: () => hint(option, true), onmouseleave: () => hint(option, false),
      onclick: () => onAnswer(option.key) }, [h("span", { class: "option-number", text: String(index + 1) }),
      h("span", { class: "option-label", text: option.label }),
      option.preview ? h("span", { class: "option-preview", text: option.preview }) : null]));
  });
  nodes.push(list);
  return nodes;
}

export function logLines(view) {
  return view.log.map((line) => {
    const item = h("li", { class: `log-${line.kind}`, text: line.text });
    if (typeof line.seat === "number" && line.seat < view.game.players && line.kind !== "turn") {
      item.style.borderLeftColor = seatColour(line.seat, view.game.players);
    }
    return item;
  });
}
