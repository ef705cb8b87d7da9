import { publicPaths } from "../features/content/prerendered-paths";
import { publicUrl } from "../lib/public-url.server";

export function loader() {
  const origin = publicUrl();
  const urls = publicPaths()
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
