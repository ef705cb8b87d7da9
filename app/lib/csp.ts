/**
 * Prerendered pages are rendered at build time with this nonce; the HTTP server swaps it for the request's nonce
 * before sending the page, so the Content Security Policy stays nonce-based without 'unsafe-inline'.
 */
export const PRERENDER_NONCE = "prerender-nonce-placeholder";
