import { describe, expect, it } from "vitest";
import { awaitAll } from "./await-all";

describe("awaitAll", () => {
  it("gives each value under its own key, whichever promise settles first", async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve("lent"), 5));
    const result = await awaitAll({ slow: later, fast: Promise.resolve(2), plain: "déjà là" });
    expect(result).toEqual({ slow: "lent", fast: 2, plain: "déjà là" });
  });

  it("rejects with the first failure, like Promise.all", async () => {
    await expect(awaitAll({ ok: Promise.resolve(1), broken: Promise.reject(new Error("panne")) })).rejects.toThrow(
      "panne",
    );
  });
});
