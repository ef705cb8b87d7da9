import { describe, expect, it } from "vitest";
import { formatInZone } from "../../lib/time";
import { readWallClock } from "./wall-clock";

describe("wall clock", () => {
  it("reads Paris times across the spring change (29 March 2026, 02:00 → 03:00)", () => {
    expect(readWallClock("2026-03-28T23:00:00.000Z", "Europe/Paris")).toEqual({
      day: "2026-03-29",
      time: "00:00",
      dayMonth: "29/03",
    });
    expect(readWallClock("2026-03-29T00:59:00.000Z", "Europe/Paris").time).toBe("01:59");
    expect(readWallClock("2026-03-29T01:00:00.000Z", "Europe/Paris").time).toBe("03:00");
    expect(readWallClock(new Date("2026-03-30T04:00:00.000Z"), "Europe/Paris").time).toBe("06:00");
  });

  it("reads Paris times across the autumn change (25 October 2026, 03:00 → 02:00)", () => {
    expect(readWallClock("2026-10-25T00:30:00.000Z", "Europe/Paris").time).toBe("02:30");
    expect(readWallClock("2026-10-25T01:30:00.000Z", "Europe/Paris").time).toBe("02:30");
    expect(readWallClock("2026-10-24T22:00:00.000Z", "Europe/Paris")).toMatchObject({
      day: "2026-10-25",
      time: "00:00",
    });
    expect(readWallClock("2026-10-25T23:00:00.000Z", "Europe/Paris")).toMatchObject({
      day: "2026-10-26",
      time: "00:00",
    });
  });

  it("agrees with date-fns in other zones, half hours included, every 7 h 15 over a year", () => {
    for (const zone of ["Europe/Paris", "America/New_York", "Asia/Kolkata", "Australia/Adelaide", "UTC"]) {
      for (let at = Date.parse("2026-01-01T00:00:00Z"); at < Date.parse("2027-01-01T00:00:00Z"); at += 435 * 60_000) {
        const reading = readWallClock(new Date(at), zone);
        expect(`${reading.day} ${reading.time} ${reading.dayMonth}`).toBe(
          formatInZone(new Date(at), "yyyy-MM-dd HH:mm dd/MM", zone),
        );
      }
    }
  });
});
