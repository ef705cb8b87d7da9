import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { documentedSite, siteFile } from "./nginx";

describe("docs/operations.md's nginx site file", () => {
  it("is the one the fault tests run behind", () => {
    const docs = readFileSync("docs/operations.md", "utf8");
    const block = /```nginx\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(block).toBe(siteFile(documentedSite));
  });
});
