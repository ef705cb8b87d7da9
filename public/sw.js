// The staff app's service worker (docs/decisions/057-offline-staff-app.md). It keeps two pages for when the network is
// gone: the employee's week, readable as last loaded, and the pointage page for no network, which keeps a punch on
// the phone. It keeps the hashed assets those pages load. Nothing else is served from it.

const PAGES = "clarte-pages-v1";
const ASSETS = "clarte-assets-v1";
const WEEK = "/my-schedule";
const OFFLINE_PUNCH = "/pointage/hors-ligne";
const KEPT_PAGES = [WEEK, OFFLINE_PUNCH];
/** A page kept more recently than this is not fetched again on a staff page load (a visit to it still refreshes it). */
const FRESH_MS = 10 * 60_000;
/** A site's pointage page: /pointage/<code>, not its fixed sub-pages. */
const SITE_PUNCH = /^\/pointage\/(?!informations$|hors-ligne$)([^/]+)$/;
/** Requests after which the pages kept belong to nobody any more: signing out, or signing in as someone. */
const ACCOUNT_CHANGE = /^\/(auth|logout|api\/auth\/sign-)/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== PAGES && name !== ASSETS).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "keep-pages") event.waitUntil(keepPages(event.data.pages));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (ACCOUNT_CHANGE.test(url.pathname)) event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(cachedAsset(request));
  else if (request.mode === "navigate" && KEPT_PAGES.includes(url.pathname))
    event.respondWith(keptPage(event, url.pathname));
  else if (request.mode === "navigate" && SITE_PUNCH.test(url.pathname)) event.respondWith(sitePunch(request, url));
  else if (request.mode === "navigate") event.respondWith(fetch(request).catch(noNetworkPage));
});

/** Refreshes the pages the account asks to keep, of those this worker serves: each only when it is theirs (no redirect). */
async function keepPages(asked) {
  const pages = await caches.open(PAGES);
  await Promise.all(
    KEPT_PAGES.filter((path) => asked?.includes(path)).map(async (path) => {
      const kept = await pages.match(path);
      if (kept && Date.now() - Date.parse(kept.headers.get("date") ?? "") < FRESH_MS) return;
      const response = await fetch(path, { credentials: "same-origin" }).catch(() => null);
      if (response?.ok && !response.redirected) await keep(path, response);
    }),
  );
}

async function keep(path, response) {
  const html = await response.clone().text();
  await (await caches.open(PAGES)).put(path, response);
  const assets = await caches.open(ASSETS);
  const urls = [...new Set(html.match(/\/assets\/[\w./-]+/g) ?? [])];
  await Promise.all(urls.map(async (asset) => (await assets.match(asset)) ?? assets.add(asset).catch(() => null)));
}

/** Hashed names never change: the cache first, then the network, kept for next time. */
async function cachedAsset(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The network first, kept for next time; the copy kept when there is none. */
async function keptPage(event, path) {
  try {
    const response = await fetch(event.request);
    if (response.ok && !response.redirected) event.waitUntil(keep(path, response.clone()));
    return response;
  } catch (error) {
    const kept = await (await caches.open(PAGES)).match(path);
    if (kept) return kept;
    throw error;
  }
}

/** A site's QR code scanned with no network opens the pointage page for no network, with the site's code. */
async function sitePunch(request, url) {
  try {
    return await fetch(request);
  } catch (error) {
    if (!(await (await caches.open(PAGES)).match(OFFLINE_PUNCH))) throw error;
    const [, code] = SITE_PUNCH.exec(url.pathname);
    const via = url.searchParams.get("via") === "code" ? "code" : "qr";
    return Response.redirect(`${OFFLINE_PUNCH}?code=${code}&via=${via}`, 303);
  }
}

/** Any other page with no network: said in French, with the way to the employee's week when it is kept. */
async function noNetworkPage() {
  const week = (await (await caches.open(PAGES)).match(WEEK))
    ? `<p>Votre planning reste lisible.</p><a href="${WEEK}">Lire mon planning</a>`
    : "";
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pas de réseau | Clarté Propreté</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1rem;text-align:center;color:#0f172a}
p{color:#334155;max-width:32rem;margin:1rem auto}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;
min-height:44px;box-sizing:border-box;border-radius:.375rem;background:#1a428a;color:#fff;font-weight:600;
text-decoration:none}a:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}</style></head>
<body><main><h1>Pas de réseau</h1><p>Cette page a besoin du réseau. Les pointages faits sans réseau restent gardés sur
ce téléphone.</p>${week}</main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
