import type { Response } from "express";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A minimal French page for the refusals the HTTP server answers itself (413, 415, 405, 400). */
export function frenchErrorPage(title: string, message: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — Clarté Propreté</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Retour à l'accueil</a></p></main></body></html>`;
}

/**
 * Answers a refusal of the HTTP edge. It runs before helmet and compression (nothing waits before it), so it sets the
 * few headers such a page needs itself: it loads nothing, runs nothing and is never cached.
 */
export function sendRefusal(res: Response, status: number, title: string, message: string, headers = {}) {
  if (res.headersSent) return;
  res
    .status(status)
    .set({
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    })
    .type("html")
    .send(frenchErrorPage(title, message));
}
