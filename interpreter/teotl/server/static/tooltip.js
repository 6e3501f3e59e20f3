// The rule text of a component, shown beside the pointer on hover (any element with
// `data-component`); fetched once per component and language.

import { h } from "./panels.js";

const cache = new Map();

export function installTooltips(root, fetchText) {
  const tip = document.getElementById("tooltip");
  let current = null;
  root.addEventListener("mouseover", async (event) => {
    const target = event.target.closest("[data-component]");
    if (!target || target === current) return;
    current = target;
    const id = target.getAttribute("data-component");
    let text = cache.get(id);
    if (!text) {
      try {
        text = await fetchText(id);
        cache.set(id, text);
      } catch (error) {
        return;
      }
    }
    if (current !== target) return;
    tip.replaceChildren(...render(text));
    tip.hidden = false;
    place(tip, event);
  });
  root.addEventListener("mousemove", (event) => { if (!tip.hidden) place(tip, event); });
  root.addEventListener("mouseout", (event) => {
    const target = event.target.closest("[data-component]");
    if (target && !target.contains(event.relatedTarget)) {
      current = null;
      tip.hidden = true;
    }
  });
  return { clear: () => cache.clear() };
}

function render(text) {
  const nodes = [h("strong", { text: text.title })];
  if (text.type) nodes.push(h("em", { text: ` · ${text.type}` }));
  for (const section of text.sections) {
    nodes.push(h("p", {}, [section.label ? h("b", { text: `${section.label} ` }) : null, document.createTextNode(section.text)]));
  }
  if (text.grid) nodes.push(grid(text.grid));
  if (text.printed) nodes.push(h("p", { class: "printed", text: text.printed }));
  return nodes;
}

// A reward table: rows by one value, columns by another (both named above the table).
function grid(table) {
  const head = h("tr", {}, [h("th", { text: "" }), ...table.columns.map((c) => h("th", { text: c }))]);
  const rows = table.rows.map((row) => h("tr", {}, [h("th", { text: row[0] }), ...row.slice(1).map((c) => h("td", { text: c }))]));
  return h("div", { class: "tip-grid" }, [
    h("p", { class: "tip-axes", text: `↓ ${table.rows_label} · → ${table.columns_label}` }),
    h("table", {}, [head, ...rows])]);
}

function place(tip, event) {
  const margin = 16;
  let x = event.clientX + margin, y = event.clientY + margin;
  const box = tip.getBoundingClientRect();
  if (x + box.width > window.innerWidth) x = Math.max(4, event.clientX - box.width - margin);
  if (y + box.height > window.innerHeight) y = Math.max(4, event.clientY - box.height - margin);
  tip.style.left = `${x}px`;
  tip.style.top = `${y}px`;
}
