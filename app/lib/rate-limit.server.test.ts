import { describe, expect, it } from "vitest";
import { consumeRateLimit } from "./rate-limit.server";

const rule = { limit: 3, windowMs: 5 * 60_000 };

describe("consumeRateLimit", () => {
  it("accepts three attempts in five minutes and refuses the fourth", async () => {
    const t0 = new Date("2026-11-22T10:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await consumeRateLimit("contact:1.2.3.4", rule, new Date(t0.getTime() + i * 1000)));
    expect(results).toEqual([true, true, true, false]);
  });

  it("accepts again once the oldest attempt leaves the window", async () => {
    const t0 = new Date("2026-11-22T11:00:00Z");
    for (let i = 0; i < 3; i++) await consumeRateLimit("contact:5.6.7.8", rule, new Date(t0.getTime() + i * 60_000));
    expect(await consumeRateLimit("contact:5.6.7.8", rule, new Date(t0.getTime() + 4 * 60_000))).toBe(false);
    expect(await consumeRateLimit("contact:5.6.7.8", rule, new Date(t0.getTime() + 5 * 60_000 + 1))).toBe(true);
  });

  it("keeps separate counts per key, even under concurrent attempts", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const burst = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit("contact:burst", rule, now)));
    expect(burst.filter(Boolean)).toHaveLength(3);
    expect(await consumeRateLimit("contact:other", rule, now)).toBe(true);
  });
});
