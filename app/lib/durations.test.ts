import { describe, expect, it } from "vitest";
import { formatDuration, signedDuration } from "./durations";

describe("durations in French", () => {
  it.each([
    [600, "10 h"],
    [630, "10 h 30"],
    [45, "0 h 45"],
    [65, "1 h 05"],
    [0, "0 h"],
  ])("writes %i minutes as %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("writes a difference with its sign, a true minus sign", () => {
    expect(signedDuration(90)).toBe("+1 h 30");
    expect(signedDuration(-90)).toBe("−1 h 30");
    expect(signedDuration(0)).toBe("0 h");
  });
});
