// Shared by the page's modules: what the page holds, and the one way it talks to the server.
// The server draws every message (bot/local/html); these modules place them, and send clicks, menu picks
// and slash commands as Discord's client would (bot/local/page/app.py says what each route does).

export const state = {
  me: new URLSearchParams(location.search).get("as") || localStorage.getItem("cardroom-as") || "",
  place: null,
  after: null,
  known: new Map(), // message id -> revision the page shows
  words: {},
  commands: [],
  chosen: null, // the slash command whose options are being filled
  poll: null, // the AbortController of the long poll in flight
  dismissed: new Set(),
  // Whether the list follows the newest message, as Discord's does until you scroll up to read.
  stick: true,
  jump: null, // a message a link pointed at, shown once its place is open
};


export const $ = (id) => document.getElementById(id);

export async function post(path, body, signal) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ as: state.me, ...body }),
    signal,
  });
  const data = await response.json().catch(() => ({}));
  return { ok: response.ok, data };
}
