// The local table's page: one person's view of the stand-in's server, kept live by long polls.
// The server draws every message (bot/local/html); this script places them, and sends clicks, menu picks
// and slash commands as Discord's client would (bot/local/page/app.py says what each route does).
"use strict";

const state = {
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

const $ = (id) => document.getElementById(id);

async function post(path, body, signal) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ as: state.me, ...body }),
    signal,
  });
  const data = await response.json().catch(() => ({}));
  return { ok: response.ok, data };
}

// ------------------------------------------------------------------------------------------ the world
async function loadWorld() {
  const response = await fetch(`/api/world?as=${encodeURIComponent(state.me)}`);
  const world = await response.json();
  state.me = world.me;
  const named = world.people.find((p) => p.id === world.me);
  state.words = world.words;
  localStorage.setItem("cardroom-as", state.me);
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
function restart() {
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

function jumpTo(messageId) {
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

// ------------------------------------------------------------------------------------------ acting
function failed(node, text) {
  const holder = node.closest(".live");
  if (!holder) return;
  let line = holder.querySelector(".failed");
  if (!line) {
    line = document.createElement("div");
    line.className = "failed";
    holder.append(line);
  }
  line.textContent = text;
}

async function act(path, node, body) {
  const holder = node.closest(".live");
  state.stick = true; // what a click answers appears at the bottom: Discord's client goes there
  node.classList.add("pending");
  try {
    const { ok, data } = await post(path, { message: holder.dataset.mid, ...body });
    if (!ok) failed(node, data.error || state.words.failed);
  } catch (error) {
    failed(node, state.words.failed);
  } finally {
    node.classList.remove("pending");
  }
}

function closeMenus(except) {
  for (const menu of document.querySelectorAll(".menu:not([hidden])")) {
    if (menu !== except) menu.hidden = true;
  }
}

function chosenValues(menu) {
  return [...menu.querySelectorAll(".option.chosen")].map((o) => o.dataset.value);
}

function openPlace(placeId, messageId = null) {
  if (placeId === state.place && messageId) {
    jumpTo(messageId);
    return;
  }
  state.jump = messageId;
  state.place = placeId;
  state.stick = true;
  state.known.clear();
  $("messages").replaceChildren();
  $("app").classList.remove("places-open");
  resetCommand();
  restart();
}

$("messages").addEventListener("click", (event) => {
  const target = event.target;
  const mention = target.closest(".mention[data-place], a.link[data-place]");
  if (mention) {
    event.preventDefault(); // a message link of this server opens here, not on discord.com
    openPlace(mention.dataset.place, mention.dataset.jump || null);
    return;
  }
  const dismiss = target.closest(".eph .dismiss");
  if (dismiss) {
    const holder = dismiss.closest(".live");
    state.dismissed.add(holder.dataset.mid);
    holder.classList.add("dismissed");
    return;
  }
  const option = target.closest(".menu .option");
  if (option) {
    const menu = option.closest(".menu");
    const select = menu.previousElementSibling;
    if (Number(select.dataset.max) === 1) {
      menu.hidden = true;
      act("/api/select", select, { cid: select.dataset.cid, values: [option.dataset.value] });
    } else {
      option.classList.toggle("chosen");
    }
    return;
  }
  const done = target.closest(".menu .done");
  if (done) {
    const menu = done.closest(".menu");
    const select = menu.previousElementSibling;
    const values = chosenValues(menu);
    if (values.length < Number(select.dataset.min) || values.length > Number(select.dataset.max)) return;
    menu.hidden = true;
    act("/api/select", select, { cid: select.dataset.cid, values });
    return;
  }
  const select = target.closest("button.select");
  if (select && !select.disabled) {
    const menu = select.nextElementSibling;
    closeMenus(menu);
    if (Number(select.dataset.max) > 1 && !menu.querySelector(".done")) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "btn s1 done";
      button.textContent = state.words.done;
      menu.append(button);
    }
    menu.hidden = !menu.hidden;
    if (!menu.hidden) {
      // Near the bottom of the list a menu opens upwards, as Discord's does (a phone shows a sheet).
      const room = $("messages").getBoundingClientRect().bottom - select.getBoundingClientRect().bottom;
      menu.classList.toggle("up", room < Math.min(menu.scrollHeight, 320));
    }
    return;
  }
  const button = target.closest("button.btn[data-cid]");
  if (button && !button.disabled && !button.classList.contains("pending")) {
    closeMenus(null);
    act("/api/click", button, { cid: button.dataset.cid });
  }
});

// ------------------------------------------------------------------------------------ slash commands
function suggest() {
  const text = $("command").value;
  const box = $("suggestions");
  if (state.chosen || !text.startsWith("/")) {
    box.hidden = true;
    return;
  }
  const typed = text.slice(1).split(/\s/)[0].toLowerCase();
  const found = state.commands.filter((c) => c.name.startsWith(typed));
  box.replaceChildren(
    ...found.map((command) => {
      const line = document.createElement("div");
      line.dataset.name = command.name;
      const name = document.createElement("b");
      name.textContent = `/${command.name}`;
      const about = document.createElement("small");
      about.textContent = command.description;
      line.append(name, about);
      return line;
    }),
  );
  box.hidden = found.length === 0;
}

function choose(name) {
  const command = state.commands.find((c) => c.name === name);
  if (!command) return;
  state.chosen = command;
  $("command").value = `/${command.name}`;
  $("suggestions").hidden = true;
  const fields = command.options.map((option) => {
    const label = document.createElement("label");
    label.textContent = option.required ? option.name : `${option.name} (${state.words.optional})`;
    label.title = option.description;
    let field;
    const people = [...$("person").options].map((o) => ({ name: o.text, value: o.value }));
    const choices = option.type === 5 ? [{ name: "True", value: "true" }, { name: "False", value: "false" }]
      : option.type === 6 ? people : option.choices;
    if (choices.length) {
      field = document.createElement("select");
      if (!option.required) field.append(new Option("", ""));
      field.append(...choices.map((c) => new Option(c.name, String(c.value))));
    } else {
      field = document.createElement("input");
      field.type = option.type === 4 || option.type === 10 ? "number" : "text";
    }
    field.name = option.name;
    field.dataset.type = option.type;
    field.dataset.required = option.required ? "1" : "0";
    if (option.required && field.tagName === "SELECT") field.prepend(new Option("", "", true, true));
    label.append(field);
    return label;
  });
  $("options").replaceChildren(...fields);
}

// "/play game:quatorze" typed in full: the command (the longest name that fits, subcommands included)
// and its options, each "name:value" up to the next one; a choice may be given by its value or its name.
function typedCommand(text) {
  const words = text.trim().replace(/^\//, "");
  const command = state.commands
    .filter((c) => words === c.name || words.startsWith(`${c.name} `))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!command) return false;
  choose(command.name);
  const rest = words.slice(command.name.length);
  const names = command.options.map((o) => o.name).join("|");
  if (!names) return true;
  const pattern = new RegExp(`(?:^|\\s)(${names}):\\s*(.*?)(?=\\s+(?:${names}):|$)`, "g");
  for (const [, name, value] of rest.matchAll(pattern)) {
    const field = $("options").querySelector(`[name="${name}"]`);
    if (!field) continue;
    if (field.tagName === "SELECT") {
      const wanted = value.trim().toLowerCase();
      const found = [...field.options].find((o) => o.value.toLowerCase() === wanted || o.text.toLowerCase() === wanted);
      if (found) field.value = found.value;
    } else {
      field.value = value.trim();
    }
  }
  return true;
}

function resetCommand() {
  state.chosen = null;
  $("command").value = "";
  $("options").replaceChildren();
  $("command-error").hidden = true;
}

$("command").addEventListener("input", () => {
  if (state.chosen && !$("command").value.startsWith(`/${state.chosen.name}`)) {
    state.chosen = null;
    $("options").replaceChildren();
  }
  suggest();
});

$("suggestions").addEventListener("click", (event) => {
  const line = event.target.closest("[data-name]");
  if (line) choose(line.dataset.name);
});

$("command-bar").addEventListener("submit", async (event) => {
  event.preventDefault();
  if (!state.chosen && !typedCommand($("command").value)) return;
  const missing = [...$("options").querySelectorAll("[name]")].filter(
    (field) => field.dataset.required === "1" && field.value === "",
  );
  if (missing.length) {
    missing[0].focus(); // Discord's client sends nothing while a required option is empty
    return;
  }
  const options = {};
  for (const field of $("options").querySelectorAll("[name]")) {
    if (field.value !== "") options[field.name] = field.value;
  }
  state.stick = true;
  const { ok, data } = await post("/api/slash", { place: state.place, name: state.chosen.name, options });
  if (ok) {
    resetCommand();
  } else {
    $("command-error").hidden = false;
    $("command-error").textContent = data.error || state.words.failed;
  }
});

// ---------------------------------------------------------------------------------------- the frame
$("channels").parentElement.addEventListener("click", (event) => {
  const link = event.target.closest("a[data-place]");
  if (!link) return;
  event.preventDefault();
  openPlace(link.dataset.place);
});

$("menu").addEventListener("click", () => $("app").classList.toggle("places-open"));

$("person").addEventListener("change", async (event) => {
  state.me = event.target.value;
  state.place = null;
  state.known.clear();
  state.dismissed.clear();
  $("messages").replaceChildren();
  resetCommand();
  await loadWorld();
  restart();
});

$("language").addEventListener("change", async (event) => {
  await post("/api/language", { language: event.target.value });
  await loadWorld();
  state.known.clear(); // the chrome words in the messages follow the person's language
  restart();
});

document.addEventListener("click", (event) => {
  if (!event.target.closest(".picker")) closeMenus(null);
});

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") closeMenus(null);
});

loadWorld().then(restart);
