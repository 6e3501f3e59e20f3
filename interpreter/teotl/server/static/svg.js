// The SVG basics every drawing of the page shares: elements, text, the seats' colours and a
// steady colour for any name.

const NS = "http://www.w3.org/2000/svg";
const SEAT_COLOURS = ["#c0392b", "#2471a3", "#1e8449", "#d4ac0d", "#7d3c98", "#ca6f1e", "#148f77", "#5d6d7e"];
const OTHER_COLOURS = ["#9a8f80", "#b8ad9c", "#7f7669", "#a39e93"];

export function svg(tag, attrs = {}, children = []) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  for (const child of children) if (child) node.appendChild(child);
  return node;
}

export function text(x, y, content, attrs = {}) {
  const node = svg("text", { x, y, ...attrs });
  node.textContent = content;
  return node;
}

export function title(content) {
  const node = svg("title");
  node.textContent = content;
  return node;
}

export function seatColour(owner, players) {
  if (owner >= 0 && owner < players) return SEAT_COLOURS[owner % SEAT_COLOURS.length];
  return OTHER_COLOURS[Math.abs(owner) % OTHER_COLOURS.length];
}

function hash(value) {
  let h = 7;
  for (const c of String(value)) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

// A name that is a colour (a track called `blue`) is drawn in that colour; any other gets a
// steady colour of its own from its name.
export function colourOf(name, lightness = 45) {
  if (name && window.CSS && CSS.supports("color", name) && !/^(inherit|initial|unset|currentcolor)$/i.test(name)) {
    return name;
  }
  return `hsl(${hash(name) % 360}, 45%, ${lightness}%)`;
}

