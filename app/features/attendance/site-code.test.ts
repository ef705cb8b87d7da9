import { describe, expect, it } from "vitest";
import { formatSiteCode, newSiteCode, normaliseSiteCode, SITE_CODE_LENGTH } from "./site-code";

describe("site codes", () => {
  it("are 8 letters and digits that cannot be mistaken for one another", () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const code = newSiteCode();
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(normaliseSiteCode(code)).toBe(code);
    }
  });

  it("draw again the bytes outside the alphabet instead of favouring a letter", () => {
    const bytes = [31, 63, 0, 1, 2, 3, 4, 5, 6, 7, 255];
    let next = 0;
    const code = newSiteCode((size) => Uint8Array.from({ length: size }, () => bytes[next++ % bytes.length] ?? 0));
    expect(code).toHaveLength(SITE_CODE_LENGTH);
    expect(code.startsWith("ABCDEFGH")).toBe(true);
  });

  it("are read whatever the case, spaces or dashes, and refused when they cannot be a code", () => {
    expect(normaliseSiteCode(" k7p3-qx9m ")).toBe("K7P3QX9M");
    expect(normaliseSiteCode("K7P3 QX9M")).toBe("K7P3QX9M");
    expect(normaliseSiteCode("K7P3QX9")).toBeNull();
    expect(normaliseSiteCode("K7P3QX0M")).toBeNull();
    expect(normaliseSiteCode("../admin")).toBeNull();
  });

  it("are shown in two groups of four", () => {
    expect(formatSiteCode("K7P3QX9M")).toBe("K7P3-QX9M");
  });
});
