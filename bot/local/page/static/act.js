// Acting on messages: buttons, select menus (a sheet on a phone), dismissing, opening a linked place.
import { $, post, state } from "./state.js";
import { resetCommand } from "./command.js";
import { jumpTo, restart } from "./view.js";

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

export function closeMenus(except) {
  for (const menu of document.querySelectorAll(".menu:not([hidden])")) {
    if (menu !== except) menu.hidden = true;
  }
}

function chosenValues(menu) {
  return [...menu.querySelectorAll(".option.chosen")].map((o) => o.dataset.value);
}

// Send a menu's pick, as Discord's client does once it has between min_values and max_values of them.
function pick(menu, values) {
  const select = menu.previousElementSibling;
  if (values.length < Number(select.dataset.min) || values.length > Number(select.dataset.max)) return;
  menu.hidden = true;
  act("/api/select", select, { cid: select.dataset.cid, values });
}

export function openPlace(placeId, messageId = null) {
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
    if (Number(menu.previousElementSibling.dataset.max) === 1) pick(menu, [option.dataset.value]);
    else option.classList.toggle("chosen");
    return;
  }
  const done = target.closest(".menu .done");
  if (done) {
    pick(done.closest(".menu"), chosenValues(done.closest(".menu")));
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
