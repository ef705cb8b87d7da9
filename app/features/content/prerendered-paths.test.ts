import { describe, expect, it } from "vitest";
import { SERVICE_SLUGS } from "../../domain/services";
import { articles } from "./articles";
import { jobOffers } from "./job-offers";
import { prerenderedPaths, publicPaths } from "./prerendered-paths";

describe("public paths", () => {
  it("list every public page once: home, eight services, six articles, three job offers, legal pages", () => {
    const paths = publicPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(9 + 6 + 8 + 3);
    for (const slug of SERVICE_SLUGS) expect(paths).toContain(`/services/${slug}`);
    for (const article of articles) expect(paths).toContain(`/blog/${article.slug}`);
    for (const offer of jobOffers) expect(paths).toContain(`/job-offers/${offer.id}`);
    for (const path of ["/", "/about", "/contact", "/quote", "/blog", "/job-offers", "/privacy", "/terms"])
      expect(paths).toContain(path);
  });

  it("prerender every public page except those with a form posting to their own action and the legal pages", () => {
    for (const path of ["/contact", "/quote", "/privacy", "/terms"]) expect(prerenderedPaths()).not.toContain(path);
    expect(prerenderedPaths()).toContain("/services/ponctuels");
    expect(prerenderedPaths()).toHaveLength(publicPaths().length - 4);
  });
});
