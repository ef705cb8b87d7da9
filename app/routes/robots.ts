import { publicUrl } from "../lib/public-url.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "Disallow: /employees",
    "Disallow: /my-schedule",
    "Disallow: /auth",
    "Disallow: /api/",
    `Sitemap: ${publicUrl()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
