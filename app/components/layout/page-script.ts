import { DEFERRED_MODULE_TYPE } from "../../lib/deferred-hydration";
import { FONT_CACHED_KEY, FONT_CACHING_DELAY_MS, FONT_URL } from "./font-faces";

/**
 * The few lines every page runs, with or without the framework (docs/decisions/028-marketing-pages-without-framework-js.md):
 * listeners on the document, so that they also serve what client navigations render later.
 * - A menu (`<details data-disclosure>`) closes on Escape, focus back on its button, and on a click outside it.
 * - A button `data-dialog-open="id"` opens that `<dialog>` as a modal; `data-dialog-close` closes its own dialog; Tab
 *   wraps around inside an open modal instead of leaving for the browser's toolbar.
 * - Once the page has loaded, the framework's module script where the server held it back for a visitor
 *   (deferred-hydration.ts); a few seconds later, on a first visit, Inter into the browser's cache for the next pages
 *   (font-faces.ts).
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
  const loaded = () => {
    for (const deferred of d.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]')) {
      const script = d.createElement("script");
      script.type = "module";
      script.nonce = deferred.nonce;
      script.textContent = deferred.textContent;
      deferred.replaceWith(script);
    }
    // Inter is for the next pages: fetched well after this one's paints and hydration, it competes with none of them.
    setTimeout(() => {
      try {
        if (!localStorage.getItem(${JSON.stringify(FONT_CACHED_KEY)}))
          new FontFace("Inter Variable", "url(${FONT_URL})").load().then(() => localStorage.setItem(${JSON.stringify(FONT_CACHED_KEY)}, "1"), () => {});
      } catch {}
    }, ${FONT_CACHING_DELAY_MS});
  };
  if (d.readyState === "complete") loaded();
  else addEventListener("load", loaded, { once: true });
})();`;
