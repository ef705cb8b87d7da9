import { describe, expect, it } from "vitest";
import { siteNameCandidates } from "./site-names";

describe("siteNameCandidates", () => {
  it("names the site after the client and the city, then the street, then the quote's reference", () => {
    expect(siteNameCandidates("Leroy & Fils", { address: "12 rue de Rivoli", city: "Paris" }, "DEV-3F2A9C1E")).toEqual([
      "Leroy & Fils – Paris",
      "Leroy & Fils – 12 rue de Rivoli, Paris",
      "Leroy & Fils – Paris (DEV-3F2A9C1E)",
    ]);
  });

  it("keeps every name within the 200 characters of a site's name", () => {
    const names = siteNameCandidates("C".repeat(200), { address: "A".repeat(300), city: "Paris" }, "DEV-3F2A9C1E");
    for (const name of names) expect(name.length).toBeLessThanOrEqual(200);
  });
});
