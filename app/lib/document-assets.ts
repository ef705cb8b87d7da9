import { createContext, useContext } from "react";

/**
 * What the server entry hands the document: the site's stylesheet, inlined in every page's <head> so that the first
 * paint needs nothing but the HTML, and the answer's CSP nonce for the page's inline script.
 */
export interface DocumentAssets {
  css: string;
  nonce: string;
}

export const DocumentAssetsContext = createContext<DocumentAssets | null>(null);

/** The id of the inlined stylesheet: the browser reads it back from the page instead of downloading it again. */
export const INLINE_CSS_ID = "site-css";

let fromPage: DocumentAssets | undefined;

/**
 * The server's assets when rendering there; in the browser (only pages that hydrate), the stylesheet already in the
 * page, so that hydration renders the same <style> without the client bundle carrying the CSS a second time.
 */
export function useDocumentAssets(): DocumentAssets {
  const server = useContext(DocumentAssetsContext);
  if (server) return server;
  fromPage ??= { css: document.getElementById(INLINE_CSS_ID)?.textContent ?? "", nonce: "" };
  return fromPage;
}
