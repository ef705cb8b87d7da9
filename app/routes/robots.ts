import { publicUrl } from "../lib/public-url.server";

/**
 * What crawlers must leave alone: the staff pages and the client portal, the sign-in and password pages, the personal links (calendar feeds,
 * unsubscribing) and the APIs. Only Disallow lines, so that a crawler reading the first matching rule and one reading
 * the longest agree; everything else is allowed by default.
 */
const DISALLOWED_PATHS = [
  "/admin",
  "/employees",
  "/my-schedule",
  "/account",
  "/pointage",
  "/portal",
  "/calendar/",
  "/auth",
  "/logout",
  "/api/",
  "/newsletter/unsubscribe",
] as const;

export function loader() {
  const body = [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    `Sitemap: ${publicUrl()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
