import { describe, expect, it } from "vitest";
import { expectToContainAll } from "../../tests/support/text-expectations";
import { buildCalendar } from "./calendar";
import { PARIS } from "./time";

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("buildCalendar", () => {
  const text = unfold(
    buildCalendar(
      [
        {
          id: "p1",
          title: "Bureaux, étage 3",
          description: "Badge à l'accueil",
          location: "Tour Montparnasse",
          startTime: "2026-03-29T06:00:00.000Z",
          endTime: "2026-03-29T09:00:00.000Z",
        },
        {
          id: "p2",
          title: "Vitres",
          description: null,
          location: null,
          startTime: "2026-10-25T00:30:00.000Z",
          endTime: "2026-10-25T02:30:00.000Z",
          breakMinutes: 15,
        },
      ],
      {
        name: "Planning de Anne Durand",
        host: "clarte.example.fr",
        zone: PARIS,
        now: new Date("2026-03-01T00:00:00Z"),
      },
    ),
  );

  it("writes Paris local times with the zone's definition", () => {
    expectToContainAll(text, [
      "BEGIN:VTIMEZONE\r\nTZID:Europe/Paris",
      "DTSTART;TZID=Europe/Paris:20260329T080000",
      "DTEND;TZID=Europe/Paris:20260329T110000",
      "DTSTART;TZID=Europe/Paris:20261025T023000",
      "DTEND;TZID=Europe/Paris:20261025T033000",
    ]);
  });

  it("stamps every event in UTC, whatever the process's zone (RFC 5545 3.8.7.2)", () => {
    expect(text.match(/^DTSTAMP:.*$/gm)).toEqual(["DTSTAMP:20260301T000000Z", "DTSTAMP:20260301T000000Z"]);
  });

  it("carries title, place and description, escaped", () => {
    expectToContainAll(text, [
      "SUMMARY:Bureaux\\, étage 3",
      "LOCATION:Tour Montparnasse",
      "DESCRIPTION:Badge à l'accueil",
      "UID:p1@clarte.example.fr",
      "DESCRIPTION:Pause 15 min",
    ]);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
