import { FONT_FACES_CSS } from "./font-faces";

/**
 * The few lines every page runs, with or without the framework (docs/decisions/028-marketing-pages-without-framework-js.md):
 * listeners on the document, so that they also serve what client navigations render later.
 * - A menu (`<details data-disclosure>`) closes on Escape, focus back on its button, and on a click outside it.
 * - A button `data-dialog-open="id"` opens that `<dialog>` as a modal; `data-dialog-close` closes its own dialog; Tab
 *   wraps around inside an open modal instead of leaving for the browser's toolbar.
 * - Once the page has loaded, Inter's @font-face rules (font-faces.ts).
 */
export const PAGE_SCRIPT = `(() => {
  const d = document;
  d.addEventListener("keydown", (e) => {
    const t = e.target;
    if (!(t instanceof Element)) return;
    const menu = t.closest("details[data-disclosure][open]");
    if (e.key === "Escape" && menu) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    const dialog = t.closest("dialog[open]");
    if (e.key !== "Tab" || !dialog) return;
    const all = dialog.querySelectorAll("a[href], button");
    const first = all[0], last = all[all.length - 1];
    if (!e.shiftKey && t === last) { e.preventDefault(); first.focus(); }
    else if (e.shiftKey && t === first) { e.preventDefault(); last.focus(); }
  });
  d.addEventListener("pointerdown", (e) => {
    for (const menu of d.querySelectorAll("details[data-disclosure][open]"))
      if (!menu.contains(e.target)) menu.open = false;
  });
  d.addEventListener("click", (e) => {
    const t = e.target instanceof Element ? e.target.closest("[data-dialog-open], [data-dialog-close]") : null;
    if (!t) return;
    if (t.hasAttribute("data-dialog-close")) t.closest("dialog")?.close();
    else d.getElementById(t.getAttribute("data-dialog-open"))?.showModal();
  });
  const fonts = () => {
    const style = d.createElement("style");
    style.textContent = ${JSON.stringify(FONT_FACES_CSS)};
    d.head.append(style);
  };
  if (d.readyState === "complete") fonts();
  else addEventListener("load", fonts, { once: true });
})();`;
