import { articleSlugs, publicPaths } from "./content-pages";
import { expect, test } from "./fixtures";

function jsonLdTypeFor(path: string): string | undefined {
  if (path === "/") return "LocalBusiness";
  if (path.startsWith("/services/")) return "Service";
  if (path.startsWith("/blog/")) return "BlogPosting";
  if (path.startsWith("/job-offers")) return "JobPosting";
  return undefined;
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test("sitemap.xml lists every public page, and robots.txt points to it and keeps staff pages out", async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(publicPaths.map((path) => `${baseURL}${path}`).sort());

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const staff of ["/admin", "/employees", "/my-schedule", "/account", "/calendar/"])
    expect(robots).toContain(`Disallow: ${staff}`);
});

test("every public page has its own title and description, its canonical URL, Open Graph and JSON-LD", async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of publicPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = attribute(html, /<title>([^<]+)<\/title>/);
    const description = attribute(html, /<meta name="description" content="([^"]+)"/);
    expect(title, `titre de ${path}`).toMatch(/Clarté Propreté/);
    expect(description?.length ?? 0, `description de ${path}`).toBeGreaterThan(50);
    titles.add(title as string);
    descriptions.add(description as string);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/), `canonique de ${path}`).toBe(`${baseURL}${path}`);
    expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${baseURL}${path}`);
    expect(html).toContain('<meta property="og:title"');

    const expectedType = jsonLdTypeFor(path);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((match) =>
      JSON.parse(match[1] as string),
    );
    const types = blocks.flatMap((block) => (Array.isArray(block) ? block : [block])).map((item) => item["@type"]);
    if (expectedType) expect(types, `JSON-LD de ${path}`).toContain(expectedType);
    if (path === "/") expect(blocks[0].areaServed.name).toBe("Île-de-France");
    if (path === "/job-offers") expect(types).toEqual(["JobPosting", "JobPosting", "JobPosting"]);
  }
  expect(titles.size).toBe(publicPaths.length);
  expect(descriptions.size).toBe(publicPaths.length);
});

test("the Open Graph image and the illustrations are served by the site", async ({ request }) => {
  const image = await request.get("/og-image.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  for (const slug of articleSlugs) {
    const illustration = await request.get(`/images/blog/${slug}.svg`);
    expect(illustration.headers()["content-type"]).toContain("image/svg+xml");
  }
});
