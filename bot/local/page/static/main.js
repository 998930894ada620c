// The local table's page: one person's view of the stand-in's server, kept live by long polls.
import { closeMenus, openPlace } from "./act.js";
import { resetCommand } from "./command.js";
import { $, post, state } from "./state.js";
import { loadWorld, restart } from "./view.js";

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
