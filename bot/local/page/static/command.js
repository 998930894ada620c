// The command bar: "/" lists the synced commands, a picked one shows its options as fields, and a
// command typed in full ("/play game:quatorze") runs on Enter.
import { $, post, state } from "./state.js";

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
    const yesNo = [{ name: state.words.true, value: "true" }, { name: state.words.false, value: "false" }];
    const choices = option.type === 5 ? yesNo
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

export function resetCommand() {
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
