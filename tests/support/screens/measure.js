// Once the fonts are in, write each frame's layout as JSON into #layout (chromium --dump-dom reads it).
// Boxes are relative to the frame's message; a button is "visible" when it lies inside the frame and
// its label is not cut short.
document.fonts.ready.then(() => {
  const out = {};
  for (const frame of document.querySelectorAll(".frame")) {
    const msg = frame.querySelector(".msg");
    const m = msg.getBoundingClientRect();
    const f = frame.getBoundingClientRect();
    const box = (el) => {
      const b = el.getBoundingClientRect();
      return { x: b.left - m.left, y: b.top - m.top, w: b.width, h: b.height };
    };
    const buttons = [...msg.querySelectorAll(".btn")].map((el) => {
      const b = el.getBoundingClientRect();
      const label = el.querySelector(".label");
      const inside = b.width > 0 && b.height > 0 && b.left >= f.left - 0.5 && b.right <= f.right + 0.5;
      const whole = !label || label.scrollWidth <= label.clientWidth + 0.5;
      return { text: el.textContent, visible: inside && whole, ...box(el) };
    });
    const images = [...msg.querySelectorAll("img")].map((el) => ({ text: el.dataset.name || "", ...box(el) }));
    const blocks = [...msg.querySelectorAll(".embed, .container, .text, .section, .gallery, .file, .separator, .row, .select")]
      .map((el) => ({ text: el.className, ...box(el) }));
    out[frame.dataset.key] = {
      height: m.height, frame_height: f.height, width: f.width, buttons, images, blocks,
      text: msg.innerText, tags: [...new Set([...msg.querySelectorAll("*")].map((el) => el.tagName.toLowerCase()))],
    };
  }
  out["__page__"] = { height: document.documentElement.scrollHeight, injected: window.injected || null };
  document.getElementById("layout").textContent = JSON.stringify(out);
});
