import { describe, expect, it } from "vitest";
import { formatDuration, signedDuration, unbrokenDurations } from "./durations";

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

  it("holds each duration on one line with non-breaking spaces", () => {
    expect(unbrokenDurations("Prévu 11 h 30 · Contrat 10 h · Écart +1 h 30")).toBe(
      "Prévu 11\u00a0h\u00a030 · Contrat 10\u00a0h · Écart +1\u00a0h\u00a030",
    );
  });
});
