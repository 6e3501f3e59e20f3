// What this browser remembers: the seat links of the games started or joined here, and the
// chosen language. Only this browser holds them (localStorage); the server keeps digests.

const GAMES = "teotl.games";
const LANG = "teotl.lang";

export function rememberedGames() {
  try {
    return JSON.parse(localStorage.getItem(GAMES) || "{}");
  } catch (error) {
    return {};
  }
}

export function remember(gameId, entry) {
  const games = rememberedGames();
  games[gameId] = { ...(games[gameId] || {}), ...entry };
  localStorage.setItem(GAMES, JSON.stringify(games));
}

export function forget(gameId) {
  const games = rememberedGames();
  delete games[gameId];
  localStorage.setItem(GAMES, JSON.stringify(games));
}

export function language() {
  return localStorage.getItem(LANG) || "en";
}

export function setLanguage(lang) {
  localStorage.setItem(LANG, lang);
}
