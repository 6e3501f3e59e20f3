// The page of `teotl serve`: the lobby at `/`, a game at `/play/ID#seat=TOKEN`. It draws whatever
// state view the server sends (docs/server.md) and sends the option a player clicks.

import { api } from "./api.js";
import { drawSpaces } from "./draw.js";
import { showLobby } from "./lobby.js";
import { setWordsLanguage, t } from "./i18n.js";
import { counters, decisionPanel, h, logLines, playerPanel, supplies } from "./panels.js";
import { language, rememberedGames, setLanguage } from "./store.js";
import { installTooltips } from "./tooltip.js";

const POLL_MS = 1500;
const BOARD_KINDS = ["ring", "slots", "cells", "graph"];
const game = { id: null, token: null, view: null, busy: false, timer: null };
let lang = language();

function open(link) {
  window.location.assign(link);
}

function seatToken() {
  const match = /(?:^|[#&])seat=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  return match ? match[1] : null;
}

function showError(message) {
  document.getElementById("game-error").textContent = message || "";
}

// A language by its own name ("Português", "Deutsch"), as a reader looks for it; its code when
// the browser cannot name it.
function languageName(code) {
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch (error) {
    return code;
  }
}

async function setupLanguages() {
  const select = document.getElementById("lang-select");
  let languages = ["en", "pt", "de", "fr"];
  try { languages = (await api.about()).languages; } catch (error) { /* keep the default list */ }
  select.replaceChildren(...languages.map((code) => h("option", { value: code, text: languageName(code) })));
  if (!languages.includes(lang)) lang = languages[0];
  select.value = lang;
  setWordsLanguage(lang);
  select.onchange = async () => {
    lang = select.value;
    setLanguage(lang);
    document.documentElement.lang = lang;
    setWordsLanguage(lang);
    if (game.id) {
      tooltips.clear();
      await refresh();
    } else {
      await showLobby(lang, open);
    }
  };
  document.documentElement.lang = lang;
}

// ------------------------------------------------------------------ the game page
function targetsOf(view) {
  const targets = new Map();
  const decision = view.decision;
  if (decision && decision.yours) {
    for (const option of decision.options) {
      for (const place of option.places) if (!targets.has(place)) targets.set(place, option.key);
    }
  }
  return targets;
}

function render(view) {
  game.view = view;
  const targets = targetsOf(view);
  const ctx = { targets, players: view.game.players, centre: view.game.title,
    tracksTitle: "" };
  document.getElementById("game-title").textContent =
    `${view.game.title}${view.game.finished ? "" : ` · ${t("round", { n: view.game.round })}`}`;
  const banner = document.getElementById("banner");
  const decision = view.decision;
  banner.textContent = view.result ? t("over") :
    decision && decision.yours ? t("yourTurn", { prompt: decision.prompt }) :
      decision ? t("theirTurn", { name: decision.seat_name }) : "";
  banner.className = "banner" + (decision && decision.yours ? " yours" : "");
  document.getElementById("spaces").replaceChildren(...drawSpaces(view.spaces, ctx));
  document.getElementById("supplies").replaceChildren(...supplies(view, ctx));
  document.getElementById("counters").replaceChildren(...counters(view));
  document.getElementById("decision").replaceChildren(...decisionPanel(view, answer));
  const players = [...view.players].sort((a, b) => (b.you ? 1 : 0) - (a.you ? 1 : 0));
  // a game without a board (cards in hands and empires): the players' panels are the table
  const boardless = !view.spaces.some((s) => BOARD_KINDS.includes(s.kind));
  const panels = players.map((p) => playerPanel(p, view, ctx));
  document.getElementById(boardless ? "table-players" : "players").replaceChildren(...panels);
  document.getElementById(boardless ? "players" : "table-players").replaceChildren();
  const log = document.getElementById("log");
  log.replaceChildren(...logLines(view));
  log.scrollTop = log.scrollHeight;
  document.getElementById("undo-button").disabled = !view.viewer.can_undo;
  document.body.dataset.version = String(view.game.version);
  document.body.dataset.finished = String(view.game.finished);
  schedulePoll();
}

async function refresh() {
  try {
    render(await api.state(game.id, game.token, lang));
    showError("");
  } catch (problem) {
    showError(problem.message);
  }
}

async function answer(key) {
  if (game.busy || !game.view) return;
  game.busy = true;
  document.body.classList.add("busy");
  try {
    render(await api.answer(game.id, game.token, key, game.view.game.version, lang));
    showError("");
  } catch (problem) {
    showError(problem.message);
    if (problem.code === "stale") await refresh();
  } finally {
    game.busy = false;
    document.body.classList.remove("busy");
  }
}

async function undo() {
  if (game.busy) return;
  game.busy = true;
  try {
    render(await api.undo(game.id, game.token, lang));
    showError("");
  } catch (problem) {
    showError(problem.message);
  } finally {
    game.busy = false;
    if (game.view) document.getElementById("undo-button").disabled = !game.view.viewer.can_undo;
  }
}

async function saveRecord() {
  try {
    const record = await api.record(game.id, game.token);
    const blob = new Blob([JSON.stringify(record, null, 1)], { type: "application/json" });
    const link = h("a", { href: URL.createObjectURL(blob), download: `teotl-${game.id}.json` });
    document.body.appendChild(link);
    link.click();
    link.remove();
    showError("");
  } catch (problem) {
    showError(problem.message);
  }
}

function toggleSeatLinks() {
  const box = document.getElementById("seat-links");
  const mine = rememberedGames()[game.id] || {};
  const links = (mine.links || []).map((link) => new URL(link, window.location.origin).href);
  box.replaceChildren(h("h3", { text: t("seatLinks") }), h("p", { text: links.length ? t("linksHelp") : t("noLinks") }),
  ...links.map((link) => h("input", { type: "text", readonly: true, value: link, class: "link", onfocus: (e) => e.target.select() })));
  box.hidden = !box.hidden;
}

function schedulePoll() {
  clearTimeout(game.timer);
  const view = game.view;
  if (!view || view.game.finished || (view.decision && view.decision.yours)) return;
  game.timer = setTimeout(async () => {
    try {
      const now = await api.version(game.id, game.token);
      if (now.version !== game.view.game.version || now.finished !== game.view.game.finished) await refresh();
      else schedulePoll();
    } catch (problem) {
      schedulePoll();
    }
  }, POLL_MS);
}

function onBoardClick(event) {
  const target = event.target.closest(".target[data-place]");
  if (!target || !game.view) return;
  const key = targetsOf(game.view).get(target.getAttribute("data-place"));
  if (key !== undefined) {
    event.preventDefault();
    answer(key);
  }
}

function onKey(event) {
  const view = game.view;
  if (!view || !view.decision || !view.decision.yours || event.target.closest("input, select, textarea")) return;
  const number = Number(event.key);
  if (number >= 1 && number <= Math.min(9, view.decision.options.length)) answer(view.decision.options[number - 1].key);
}

let tooltips = { clear() {} };

async function showGame(id) {
  game.id = id;
  game.token = seatToken();
  document.getElementById("game").hidden = false;
  document.getElementById("undo-button").onclick = undo;
  document.getElementById("save-button").onclick = saveRecord;
  document.getElementById("seats-button").onclick = toggleSeatLinks;
  document.getElementById("game").addEventListener("click", onBoardClick);
  document.addEventListener("keydown", onKey);
  tooltips = installTooltips(document.getElementById("game"), (component) => api.text(game.id, game.token, component, lang));
  await refresh();
}

async function main() {
  await setupLanguages();
  const match = /^\/play\/([a-z0-9]{12})$/.exec(window.location.pathname);
  if (match) await showGame(match[1]);
  else {
    document.getElementById("lobby").hidden = false;
    try { await showLobby(lang, open); } catch (problem) {
      document.getElementById("new-game-error").textContent = problem.message;
    }
  }
}

main();
