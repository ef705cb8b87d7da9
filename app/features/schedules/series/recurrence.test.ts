import { describe, expect, it } from "vitest";
import { formatInZone } from "../../../lib/time";
import { buildRule, occurrencesBetween, readRule, wallClockMinutes } from "./recurrence";
import { describeRepeat } from "./repeat";

const PARIS = "Europe/Paris";
const paris = (date: Date) => formatInZone(date, "yyyy-MM-dd HH:mm", PARIS);

describe("weekly rules in Paris time", () => {
  const rule = buildRule(
    { startLocal: "2026-03-23T06:00", zone: PARIS },
    { days: ["MO", "WE", "FR"], interval: 1, until: "2026-04-03" },
  );

  it("is stored as RFC 5545 DTSTART with TZID and a weekly RRULE whose UNTIL is the last day's end in UTC", () => {
    expect(rule).toBe(
      "DTSTART;TZID=Europe/Paris:20260323T060000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;WKST=MO;UNTIL=20260403T215959Z",
    );
  });

  it("keeps 06:00–08:00 on both sides of the spring change (last Sunday of March)", () => {
    const occurrences = occurrencesBetween(rule, 120, "2026-03-01", "2026-12-31");
    expect(occurrences.map((item) => `${paris(item.start)}–${paris(item.end).slice(11)}`)).toEqual([
      "2026-03-23 06:00–08:00",
      "2026-03-25 06:00–08:00",
      "2026-03-27 06:00–08:00",
      "2026-03-30 06:00–08:00",
      "2026-04-01 06:00–08:00",
      "2026-04-03 06:00–08:00",
    ]);
    expect(occurrences[2]?.start.toISOString()).toBe("2026-03-27T05:00:00.000Z");
    expect(occurrences[3]?.start.toISOString()).toBe("2026-03-30T04:00:00.000Z");
  });

  it("keeps 06:00 across the autumn change too", () => {
    const autumn = buildRule(
      { startLocal: "2026-10-19T06:00", zone: PARIS },
      { days: ["MO"], interval: 1, until: null },
    );
    const starts = occurrencesBetween(autumn, 60, "2026-10-19", "2026-11-02").map((item) => paris(item.start));
    expect(starts).toEqual(["2026-10-19 06:00", "2026-10-26 06:00", "2026-11-02 06:00"]);
  });

  it("ends a night shift at its wall-clock end the next morning, even on the night the clocks change", () => {
    const night = buildRule(
      { startLocal: "2026-03-21T22:00", zone: PARIS },
      { days: ["SA"], interval: 1, until: null },
    );
    const [before, change] = occurrencesBetween(
      night,
      wallClockMinutes("2026-03-21T22:00", "2026-03-22T06:00"),
      "2026-03-21",
      "2026-03-28",
    );
    expect(before && paris(before.end)).toBe("2026-03-22 06:00");
    expect(change && [paris(change.start), paris(change.end)]).toEqual(["2026-03-28 22:00", "2026-03-29 06:00"]);
    expect(change && (change.end.getTime() - change.start.getTime()) / 3_600_000).toBe(7);
  });

  it("repeats every N weeks from the first week", () => {
    const fortnight = buildRule(
      { startLocal: "2026-03-02T09:00", zone: PARIS },
      { days: ["MO"], interval: 2, until: null },
    );
    expect(occurrencesBetween(fortnight, 60, "2026-03-01", "2026-03-31").map((item) => item.date)).toEqual([
      "2026-03-02",
      "2026-03-16",
      "2026-03-30",
    ]);
  });

  it("gives nothing when no chosen weekday falls between the start and the end", () => {
    const none = buildRule(
      { startLocal: "2026-03-03T06:00", zone: PARIS },
      { days: ["MO"], interval: 1, until: "2026-03-08" },
    );
    expect(occurrencesBetween(none, 60, "2026-03-03", "2026-03-08")).toEqual([]);
  });

  it("reads back what it wrote", () => {
    expect(readRule(rule)).toEqual({
      startLocal: "2026-03-23T06:00",
      zone: PARIS,
      repeat: { days: ["MO", "WE", "FR"], interval: 1, until: "2026-04-03" },
    });
  });
});

describe("describeRepeat", () => {
  it("says the repetition in French", () => {
    expect(describeRepeat({ days: ["FR", "MO", "WE"], interval: 1, until: null }, "2026-03-02")).toBe(
      "Chaque semaine le lundi, mercredi et vendredi, à partir du 02/03/2026, sans fin",
    );
    expect(describeRepeat({ days: ["TU"], interval: 2, until: "2026-06-30" }, "2026-03-03")).toBe(
      "Toutes les 2 semaines le mardi, à partir du 03/03/2026, jusqu'au 30/06/2026",
    );
  });
});
