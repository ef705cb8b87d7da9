import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of the site", () => {
    expect(safeReturnPath("/pointage/K7P3QX9M")).toBe("/pointage/K7P3QX9M");
    expect(safeReturnPath("/my-schedule?semaine=2026-03-02")).toBe("/my-schedule?semaine=2026-03-02");
  });

  it("refuses anything that could lead to another site", () => {
    for (const value of ["//evil.example", "/\\evil.example", "https://evil.example", "evil", "/ /x", "", null])
      expect(safeReturnPath(value), String(value)).toBeNull();
  });
});

describe("signInPath", () => {
  it("carries the page to go back to, encoded, and nothing else", () => {
    expect(signInPath("/pointage/K7P3QX9M")).toBe("/auth?retour=%2Fpointage%2FK7P3QX9M");
    expect(signInPath("//evil.example")).toBe("/auth");
    expect(signInPath(null)).toBe("/auth");
  });
});
