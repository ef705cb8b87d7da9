/** The type the framework's module script takes until the page has loaded; the page script then runs it. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module" async=""/g;

/** The framework's scripts in a document, made to wait for the page's load: no preload, no module script yet. */
export function deferScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, `$1 type="${DEFERRED_MODULE_TYPE}"`);
}
