import { describe, expect, it } from "vitest";
import { isLimitedInSession, parseSubmissionTimes, recentSubmissions } from "./contact";

describe("session hint of the contact rate limit", () => {
  const now = 1_000_000_000;

  it("limits the fourth submission within five minutes", () => {
    expect(isLimitedInSession([now - 1000, now - 2000], now)).toBe(false);
    expect(isLimitedInSession([now - 1000, now - 2000, now - 299_999], now)).toBe(true);
  });

  it("forgets submissions older than five minutes", () => {
    expect(isLimitedInSession([now - 1000, now - 2000, now - 300_000], now)).toBe(false);
    expect(recentSubmissions([now - 400_000, now - 10], now)).toEqual([now - 10]);
  });

  it("reads whatever is stored without failing", () => {
    expect(parseSubmissionTimes(null)).toEqual([]);
    expect(parseSubmissionTimes("pas du json")).toEqual([]);
    expect(parseSubmissionTimes('{"a":1}')).toEqual([]);
    expect(parseSubmissionTimes('[1, "2", 3]')).toEqual([1, 3]);
  });
});
