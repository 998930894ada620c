// The view: the person's world, the long poll, the messages placed in order, the places and pings.
import { $, post, state } from "./state.js";

export async function loadWorld() {
  const response = await fetch(`/api/world?as=${encodeURIComponent(state.me)}`);
  const world = await response.json();
  state.me = world.me;
  const named = world.people.find((p) => p.id === world.me);
  state.words = world.words;
  localStorage.setItem("cardroom-as", named ? named.name : state.me); // names outlive a run, ids do not
  const url = new URL(location.href);
  url.searchParams.set("as", named ? named.name : state.me);
  history.replaceState(null, "", url);
  document.documentElement.lang = world.language;
  $("server").textContent = world.server;
  $("you-are").textContent = state.words.you_are;
  $("channels-title").textContent = state.words.channels;
  $("dms-title").textContent = state.words.dms;
  $("local-note").textContent = state.words.local;
  $("command").placeholder = state.words.command_bar;
  $("send").textContent = state.words.send;
  const person = $("person");
  person.replaceChildren(...world.people.map((p) => new Option(p.name, p.id, false, p.id === state.me)));
  const language = $("language");
  language.setAttribute("aria-label", state.words.language);
  language.replaceChildren(
    ...Object.entries(state.words.languages).map(([code, name]) => new Option(name, code, false, code === world.language)),
  );
}

// ---------------------------------------------------------------------------------------- the view
export function restart() {
  if (state.poll) state.poll.abort();
  state.after = null;
  poll();
}

async function poll() {
  const controller = new AbortController();
  state.poll = controller;
  while (state.poll === controller) {
    try {
      const known = Object.fromEntries(state.known);
      const body = { place: state.place, known, after: state.after };
      const { ok, data } = await post("/api/view", body, controller.signal);
      if (state.poll !== controller) return;
      if (!ok) throw new Error(data.error || "view failed");
      show(data);
      state.after = data.after;
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn("the view failed, trying again in a second:", error);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

function show(data) {
  if (data.place !== state.place) {
    state.place = data.place;
    state.known.clear();
    $("messages").replaceChildren();
  }
  showPlaces(data.places);
  showProblems(data.problems);
  state.commands = data.commands;
  const list = $("messages");
  const wanted = new Set(data.messages.map((m) => m.id));
  for (const node of [...list.children]) {
    if (!wanted.has(node.dataset.mid)) {
      node.remove();
      state.known.delete(node.dataset.mid);
    }
  }
  let previous = null;
  for (const message of data.messages) {
    let node = list.querySelector(`:scope > [data-mid="${message.id}"]`);
    if (message.html !== null) {
      const fresh = document.createElement("div");
      fresh.className = "live";
      fresh.dataset.mid = message.id;
      fresh.dataset.revision = message.revision;
      fresh.innerHTML = message.html;
      if (state.dismissed.has(message.id)) fresh.classList.add("dismissed");
      if (node) node.replaceWith(fresh);
      node = fresh;
      state.known.set(message.id, message.revision);
    }
    if (node && (node.parentElement !== list || node.previousElementSibling !== previous)) {
      if (previous) previous.after(node);
      else list.prepend(node);
    }
    if (node) previous = node;
  }
  follow();
  if (state.jump) jumpTo(state.jump);
}

export function jumpTo(messageId) {
  const node = $("messages").querySelector(`:scope > [data-mid="${messageId}"]`);
  if (!node) return;
  state.jump = null;
  state.stick = false;
  node.scrollIntoView({ block: "center" });
  node.classList.add("flash");
  setTimeout(() => node.classList.remove("flash"), 1500);
}

function follow() {
  const list = $("messages");
  if (state.stick) list.scrollTop = list.scrollHeight;
}

// A picture that loads after its message was placed makes the list taller: keep following.
$("messages").addEventListener("load", follow, true);
$("messages").addEventListener("scroll", () => {
  const list = $("messages");
  state.stick = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
});

function showPlaces(places) {
  const channels = [];
  const dms = [];
  let pings = 0;
  for (const place of places) {
    const link = document.createElement("a");
    link.href = "#";
    link.dataset.place = place.id;
    const mark = { dm: "@", thread: "↳", channel: "#" }[place.kind];
    link.textContent = `${mark} ${place.name}`;
    link.classList.toggle("thread", place.kind === "thread");
    link.classList.toggle("archived", place.archived);
    if (place.id === state.place) {
      link.classList.add("open");
      $("place-name").textContent = link.textContent;
    }
    if (place.pings) {
      const badge = document.createElement("span");
      badge.className = "badge";
      badge.title = state.words.new_pings;
      badge.textContent = place.pings;
      link.append(badge);
      pings += place.pings;
    }
    (place.kind === "dm" ? dms : channels).push(link);
  }
  $("channels").replaceChildren(...channels);
  $("dms").replaceChildren(...dms);
  $("dms-title").hidden = dms.length === 0;
  document.title = `${pings ? `(${pings}) ` : ""}Cardroom — ${$("place-name").textContent}`;
}

function showProblems(problems) {
  const box = $("problems");
  box.hidden = problems.length === 0;
  box.textContent = problems.join("\n");
}
