/**
 * A route that needs no JavaScript of the framework says so with `export const handle = { hydrate: false }`: its
 * interactive parts are native (<details>, <dialog> opened by the page's inline script, forms that post).
 */
export interface HydrationHandle {
  hydrate?: false;
}

function optsOut(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as HydrationHandle).hydrate === false;
}

/**
 * Whether a page loads the framework's scripts: unless every route of the page opts out, and unless the page is for a
 * signed-in member of staff (their menus and sign-out) or carries a toast a redirect left (sonner shows it).
 * `handles` are the page's routes' handles, the root's excepted.
 */
export function pageHydrates(handles: unknown[], root: { user: unknown; toast: unknown } | undefined): boolean {
  if (root?.user || root?.toast) return true;
  return handles.length === 0 || !handles.every(optsOut);
}
