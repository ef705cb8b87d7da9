import { describe, expect, it } from "vitest";
import { pageMeta, staffMeta } from "./seo";

const matches = [{ id: "root", loaderData: { publicUrl: "https://exemple.fr" } }];

describe("pageMeta", () => {
  it("gives a page's tags with the root loader's public URL, and builds its JSON-LD from it", () => {
    const meta = pageMeta({ title: "Blog", description: "Conseils.", path: "/blog", jsonLd: (url) => ({ url }) });
    expect(meta({ matches })).toEqual(
      expect.arrayContaining([
        { title: "Blog | Clarté Propreté" },
        { tagName: "link", rel: "canonical", href: "https://exemple.fr/blog" },
        { "script:ld+json": { url: "https://exemple.fr" } },
      ]),
    );
  });

  it("reads a page's tags from its loader's data, and gives none without data", () => {
    const meta = pageMeta((data: { name: string }) => ({ title: data.name, description: "…", path: "/services/x" }));
    expect(meta({ matches, loaderData: { name: "Vitres" } })).toContainEqual({ title: "Vitres | Clarté Propreté" });
    expect(meta({ matches })).toEqual([]);
  });
});

describe("staffMeta", () => {
  it("describes every staff page alike and keeps it out of search engines", () => {
    const tags = staffMeta("Employés", "/employees")({ matches });
    expect(tags).toContainEqual({ name: "description", content: "Espace du personnel." });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://exemple.fr/employees" });
  });
});
