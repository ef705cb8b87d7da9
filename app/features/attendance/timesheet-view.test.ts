import { describe, expect, it } from "vitest";
import { punchRecord, plannedShift as shift } from "../../../tests/support/punch-records";
import { PARIS } from "../../lib/time";
import { buildTimesheet } from "./timesheet";
import { timesheetView } from "./timesheet-view";

describe("timesheetView", () => {
  it("writes planned against punched in Paris time, the corrected punch with what it replaced, and the totals", () => {
    const records = [
      punchRecord("a", "in", "2026-03-03T05:20:00Z"),
      punchRecord("b", "in", "2026-03-03T05:03:00Z", {
        method: "manual",
        author: "Chef Équipe",
        supersedesId: "a",
        reason: "Vue à 06:03",
      }),
      punchRecord("c", "out", "2026-03-03T07:40:00Z"),
      punchRecord("d", "out", "2026-03-04T09:00:00Z", { planningId: null, flags: ["no-arrival"] }),
    ];
    const sheet = timesheetView(buildTimesheet([shift], records, 5), PARIS);
    expect(sheet.lines[0]).toMatchObject({
      day: "mardi 3 mars",
      planned: "06:00–09:00 (2 h 30)",
      worked: "2 h 07",
      difference: "−0 h 23",
      late: null,
      early: "départ 20 min avant la fin",
      plannedStart: "2026-03-03T06:00",
      arrival: {
        time: "06:03",
        how: "Saisi par un responsable",
        by: "Chef Équipe",
        reason: "Vue à 06:03",
        replaced: [
          {
            time: "06:20",
            how: "QR code",
            by: "Awa Diallo",
            reason: null,
            flags: [],
            id: "a",
            value: "2026-03-03T06:20",
          },
        ],
      },
    });
    expect(sheet.outsidePlan).toEqual([
      expect.objectContaining({
        kind: "Départ",
        site: "Tour",
        time: "mercredi 4 mars à 10:00",
        flags: ["Départ sans arrivée"],
      }),
    ]);
    expect([sheet.planned, sheet.worked, sheet.difference]).toEqual(["2 h 30", "2 h 07", "−0 h 23"]);
  });

  it("says when a punch kept on the phone offline reached the server, with its flag", () => {
    const records = [
      punchRecord("a", "in", "2026-03-03T05:02:00Z", {
        sentAt: new Date("2026-03-03T05:40:00Z"),
        flags: ["phone-gap"],
      }),
      punchRecord("b", "out", "2026-03-03T08:00:00Z", {
        sentAt: new Date("2026-03-05T17:00:00Z"),
        flags: ["phone-gap", "phone-stale"],
      }),
    ];
    const [line] = timesheetView(buildTimesheet([shift], records, 5), PARIS).lines;
    expect(line?.arrival).toMatchObject({
      time: "06:02",
      how: "QR code, sans réseau, reçu à 06:40",
      flags: ["Envoyé plus tard depuis le téléphone"],
    });
    expect(line?.departure).toMatchObject({
      how: "QR code, sans réseau, reçu le jeudi 5 mars à 18:00",
      flags: ["Envoyé plus tard depuis le téléphone", "Envoyé plus de 48 h après"],
    });
  });
});
