import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("accepts a uuid in either case", () => {
    expect(isUuid("3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b")).toBe(true);
    expect(isUuid("3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B")).toBe(true);
  });

  it("refuses what the database could not read as one: 36 dashes, a short id, a trailing character, injection", () => {
    expect(isUuid("-".repeat(36))).toBe(false);
    expect(isUuid("3f2b8c1e-9a4d-4e6f-8b7a")).toBe(false);
    expect(isUuid("3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b0")).toBe(false);
    expect(isUuid("3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b\n")).toBe(false);
    expect(isUuid("' or 1=1 --")).toBe(false);
  });
});
