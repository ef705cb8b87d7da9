import type { HeadersFunction } from "react-router";

/**
 * Pages that show staff or personal data, or that carry a one-time link, must not be kept by any cache, the browser's
 * included. Decided by the matched route (its `headers`) or by the session (a loader that found someone signed in),
 * for the document and its `.data` twin alike, whatever the spelling of the URL that matched it.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** For a route whose every answer is private: the staff shell, the sign-in and password pages. */
export const noStore: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** For a route whose loader decides: its own Cache-Control, else its parent's (the root's, for a signed-in user). */
export const keepCacheControl: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers();
  const value = loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control");
  if (value) headers.set("Cache-Control", value);
  return headers;
};
