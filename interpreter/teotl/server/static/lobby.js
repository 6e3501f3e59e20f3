// The lobby: a new game (rules, modules, variants, seats and their agents, seed), the games on
// this server, and loading a saved record.

import { api } from "./api.js";
import { t } from "./i18n.js";
import { h } from "./panels.js";
import { rememberedGames, remember, forget } from "./store.js";

let description = null;
let titles = {};
let lobbyLang = "en";

export async function showLobby(lang, open) {
  const about = await api.about();
  titles = about.titles || {};
  lobbyLang = lang;
  const select = document.getElementById("ruleset-select");
  select.replaceChildren(...about.rulesets.map((name) => h("option", { value: name, text: titles[name] || name })));
  select.value = about.default;
  select.onchange = () => loadRuleset(select.value);
  document.getElementById("players-input").oninput = renderSeats;
  document.getElementById("new-game-form").onsubmit = (event) => { event.preventDefault(); start(lang, open); };
  document.getElementById("record-file").onchange = (event) => loadRecord(event.target.files[0], lang, open);
  await loadRuleset(about.default);
  await listGames(open);
}

async function loadRuleset(name) {
  description = await api.ruleset(name, lobbyLang);
  const modules = document.getElementById("modules-list");
  modules.replaceChildren(...description.modules.map((m) => h("label", { class: "check", title: m.id }, [
    h("input", { type: "checkbox", value: m.id, name: "module", checked: m.default }), document.createTextNode(m.name)])));
  document.getElementById("modules-field").hidden = !description.modules.length;
  const variants = document.getElementById("variants-list");
  variants.replaceChildren(...description.variants.map((v) => h("label", { class: "check", title: v.description || v.id }, [
    h("input", { type: "checkbox", value: v.id, name: "variant" }), document.createTextNode(v.name)])));
  document.getElementById("variants-field").hidden = !description.variants.length;
  const players = document.getElementById("players-input");
  players.min = description.players.min;
  players.max = description.players.max;
  players.value = Math.min(Math.max(Number(players.value) || 2, description.players.min), description.players.max);
  renderSeats();
  document.getElementById("new-game-form").dataset.ruleset = name;
}

function renderSeats() {
  const count = Number(document.getElementById("players-input").value) || 1;
  const box = document.getElementById("seats-list");
  const previous = [...box.querySelectorAll(".seat-row")].map((row) => ({
    agent: row.querySelector("select").value, name: row.querySelector("input").value }));
  const rows = [];
  for (let seat = 0; seat < count; seat++) {
    const choices = description.agents.filter((a) => a.kind !== "automaton" || a.seat === seat);
    const agent = h("select", { "aria-label": `seat ${seat + 1} agent`, class: "seat-agent" },
      choices.map((a) => h("option", { value: a.id, text: a.kind === "human" ? t("person") : a.id })));
    agent.value = previous[seat] ? previous[seat].agent : (seat === 0 ? "human" : "greedy");
    if (!agent.value) agent.value = choices[0].id;
    const name = h("input", { type: "text", maxlength: 40, placeholder: t("player", { n: seat + 1 }), "aria-label": `seat ${seat + 1} name`,
      value: previous[seat] ? previous[seat].name : "" });
    rows.push(h("div", { class: "seat-row" }, [h("span", { class: "seat-label", text: t("seat", { n: seat + 1 }) }), agent, name]));
  }
  box.replaceChildren(...rows);
}

function request() {
  const modules = [...document.querySelectorAll("input[name=module]:checked")].map((i) => i.value);
  const variants = [...document.querySelectorAll("input[name=variant]:checked")].map((i) => i.value);
  const seats = [...document.querySelectorAll(".seat-row")].map((row) => {
    const name = row.querySelector("input").value.trim();
    return name ? { agent: row.querySelector("select").value, name } : { agent: row.querySelector("select").value };
  });
  const body = { ruleset: description.name, modules, variants, seats };
  const seed = document.getElementById("seed-input").value;
  if (seed !== "") body.seed = Number(seed);
  return body;
}

function keep(created) {
  for (const seat of created.seats) {
    if (seat.token) remember(created.id, { seats: { ...((rememberedGames()[created.id] || {}).seats || {}), [seat.seat]: seat.token } });
  }
  remember(created.id, { ruleset: created.state.game.title, links: created.seats.filter((s) => s.token).map((s) => s.link) });
}

async function start(lang, open) {
  const error = document.getElementById("new-game-error");
  error.textContent = "";
  const button = document.getElementById("start-button");
  button.disabled = true;
  try {
    const created = await api.newGame(request(), lang);
    keep(created);
    const first = created.seats.find((s) => s.token) || created.seats[0];
    open(first.link);
  } catch (problem) {
    error.textContent = problem.message;
  } finally {
    button.disabled = false;
  }
}

async function loadRecord(file, lang, open) {
  const error = document.getElementById("load-error");
  error.textContent = "";
  if (!file) return;
  try {
    const created = await api.loadGame(await file.text(), lang);
    keep(created);
    const first = created.seats.find((s) => s.token) || created.seats[0];
    open(first.link);
  } catch (problem) {
    error.textContent = problem.message;
  }
}

async function listGames(open) {
  const list = document.getElementById("games-list");
  const mine = rememberedGames();
  const { games } = await api.games();
  list.replaceChildren(...games.map((game) => {
    const tokens = (mine[game.id] || {}).seats || {};
    const seat = Object.keys(tokens)[0];
    const link = seat !== undefined ? `/play/${game.id}#seat=${tokens[seat]}` : `/play/${game.id}`;
    const names = game.seats.map((s, i) => `${seatName(s.name, i)}${s.agent === "human" ? "" : ` (${s.agent})`}`).join(", ");
    const item = h("li", { class: "game-item" }, [
      h("a", { href: link, text: `${titles[game.ruleset] || game.ruleset} — ${names}`, onclick: (e) => { e.preventDefault(); open(link); } }),
      h("span", { class: "game-meta", text: `${game.finished ? t("finished") : t("answers", { n: game.answers })} · ${when(game.updated)}` })]);
    if (seat !== undefined) {
      item.appendChild(h("button", { type: "button", class: "small", text: t("delete"), onclick: async () => {
        try { await api.remove(game.id, tokens[seat]); forget(game.id); item.remove(); } catch (e) { item.title = e.message; }
      } }));
    }
    return item;
  }));
  if (!games.length) list.appendChild(h("li", { class: "empty", text: t("noGames") }));
}

// A seat nobody named is "Player N" in the server's answers: shown in the page's language.
function seatName(name, index) {
  return name === `Player ${index + 1}` ? t("player", { n: index + 1 }) : name;
}

// When a game was last played, as the page's language writes a date and time.
function when(stamp) {
  const date = stamp ? new Date(stamp) : null;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleString(lobbyLang, { dateStyle: "medium", timeStyle: "short" }) : (stamp || "");
}
