// The HTTP interface of `teotl serve` (docs/server.md), for the page. Every call returns the
// parsed JSON or throws an ApiError carrying the server's sentence.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function call(method, path, { body, token, lang } = {}) {
  const headers = {};
  if (token) headers["X-Teotl-Seat"] = token;
  const options = { method, headers };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    options.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const url = lang ? `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(lang)}` : path;
  const response = await fetch(url, options);
  if (response.status === 204) return null;
  let data = null;
  try {
    data = await response.json();
  } catch (error) {
    throw new ApiError(response.status, "not_json", `the server answered ${response.status} without JSON`);
  }
  if (!response.ok) {
    const problem = (data && data.error) || {};
    throw new ApiError(response.status, problem.code || "error", problem.message || `error ${response.status}`);
  }
  return data;
}

export const api = {
  about: () => call("GET", "/api"),
  ruleset: (name, lang) => call("GET", `/api/rulesets/${encodeURIComponent(name)}`, { lang }),
  games: () => call("GET", "/api/games"),
  newGame: (body, lang) => call("POST", "/api/games", { body, lang }),
  loadGame: (text, lang) => call("POST", "/api/games/load", { body: text, lang }),
  state: (id, token, lang) => call("GET", `/api/games/${id}`, { token, lang }),
  version: (id, token) => call("GET", `/api/games/${id}/version`, { token }),
  answer: (id, token, option, version, lang) =>
    call("POST", `/api/games/${id}/answer`, { body: { option, version }, token, lang }),
  undo: (id, token, lang) => call("POST", `/api/games/${id}/undo`, { body: {}, token, lang }),
  record: (id, token) => call("GET", `/api/games/${id}/record`, { token }),
  text: (id, token, component, lang) =>
    call("GET", `/api/games/${id}/text/${encodeURIComponent(component)}`, { token, lang }),
  remove: (id, token) => call("DELETE", `/api/games/${id}`, { token }),
};
