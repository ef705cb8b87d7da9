import { describe, expect, it } from "vitest";
import { assignedShift, cdi, recordAbsence } from "../../../tests/support/labour-fixtures";
import { insertPlanning, insertPlannings } from "../../../tests/support/planning-rows";
import { staff } from "../../../tests/support/staff";
import { PARIS } from "../../lib/time";
import { addContract } from "../contracts/contracts.server";
import {
  decideUnavailability,
  declareUnavailability,
  listPendingUnavailabilities,
} from "../contracts/unavailabilities.server";
import { findReplacements } from "./replacement-candidates.server";

async function employee(firstName: string, weeklyHours: number | null) {
  const person = await staff("employee", { firstName, lastName: "Candidat" });
  if (weeklyHours !== null) {
    const outcome = await addContract(person.id, cdi("2026-01-01", weeklyHours));
    if (!outcome.ok) throw new Error("contrat refusé");
  }
  return person;
}

// Thursday 3 December 2026, 06:00–08:00 in Paris.
const START = new Date("2026-12-03T05:00:00Z");
const END = new Date("2026-12-03T07:00:00Z");
const NOW = new Date("2026-12-03T04:10:00Z");

describe("the replacement candidates of a shift", () => {
  it("are the active employees under contract, ranked, with the absent and the busy listed apart", async () => {
    const manager = await staff("manager");
    const moussa = await employee("Moussa", 24);
    const anne = await employee("Anne", 24);
    const karim = await employee("Karim", 24);
    const lucia = await employee("Lucía", 24);
    const stranger = await employee("Inconnu", null);
    const vacant = await insertPlanning(
      { title: "Bureaux Wagram", location: " Wagram ", startTime: START, endTime: END, createdBy: manager.id },
      [moussa.id],
    );
    // Lucía worked at Wagram twice in the last weeks; Anne once, and once elsewhere.
    for (const day of ["2026-11-12", "2026-11-19"])
      await insertPlanning(
        {
          title: "Wagram",
          location: "Wagram",
          startTime: new Date(`${day}T05:00:00Z`),
          endTime: new Date(`${day}T07:00:00Z`),
          createdBy: manager.id,
        },
        [lucia.id],
      );
    await insertPlanning(
      {
        title: "Wagram",
        location: "Wagram",
        startTime: new Date("2026-11-26T05:00:00Z"),
        endTime: new Date("2026-11-26T07:00:00Z"),
        createdBy: manager.id,
      },
      [anne.id],
    );
    await assignedShift(anne.id, "2026-11-27T05:00:00Z", "2026-11-27T07:00:00Z", manager.id);
    await assignedShift(karim.id, "2026-12-03T06:00:00Z", "2026-12-03T09:00:00Z", manager.id);
    await recordAbsence(moussa.id, { kind: "sickness", startsOn: "2026-12-03", endsOn: "2026-12-03" }, manager.id);

    const found = await findReplacements(
      { id: vacant, start: START, end: END, breakMinutes: 0, siteId: null, location: "Wagram", assignedIds: [] },
      PARIS,
      NOW,
    );
    const ours = new Set([moussa.id, anne.id, karim.id, lucia.id, stranger.id]);
    expect(found.eligible.filter((one) => ours.has(one.id))).toEqual([
      expect.objectContaining({ name: "Lucía Candidat", visits: 2, plannedMinutes: 120 }),
      expect.objectContaining({ name: "Anne Candidat", visits: 1, plannedMinutes: 120 }),
    ]);
    expect(found.ineligible.filter((one) => ours.has(one.id))).toEqual([
      { id: karim.id, name: "Karim Candidat", reason: "Déjà en intervention de 07:00 à 10:00" },
      { id: moussa.id, name: "Moussa Candidat", reason: "Absence (Arrêt maladie)" },
    ]);
    expect([...found.eligible, ...found.ineligible].map((one) => one.id)).not.toContain(manager.id);
  });

  it("leave out who is on the shift already", async () => {
    const manager = await staff("manager");
    const on = await employee("Déjà", 30);
    const off = await employee("Libre", 30);
    const start = new Date("2026-12-10T05:00:00Z");
    const end = new Date("2026-12-10T07:00:00Z");
    const id = await assignedShift(on.id, start.toISOString(), end.toISOString(), manager.id);
    const found = await findReplacements(
      { id, start, end, breakMinutes: 0, siteId: null, location: null, assignedIds: [on.id] },
      PARIS,
      NOW,
    );
    const ids = [...found.eligible, ...found.ineligible].map((one) => one.id);
    expect(ids).toContain(off.id);
    expect(ids).not.toContain(on.id);
  });

  it("read the 23 weeks of whoever could break the 12-week average, and list them apart when they would", async () => {
    const manager = await staff("manager");
    const heavy = await employee("Surchargé", 35);
    const light = await employee("Léger", 35);
    // 50 h a week for the 11 weeks before, 40 h in the shift's week (Thursday off): 590 h, and 2 more go past 528 (44 h × 12).
    const days = Array.from({ length: 12 * 7 }, (_, index) => new Date(Date.UTC(2026, 8, 14 + index)))
      .filter((day) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5)
      .filter((day) => day.toISOString().slice(0, 10) !== "2026-12-03");
    const rows = days.map((day, index) => ({
      title: `Lourd ${index}`,
      startTime: new Date(day.getTime() + 6 * 3_600_000),
      endTime: new Date(day.getTime() + 16 * 3_600_000),
      createdBy: manager.id,
    }));
    await insertPlannings(rows, Object.fromEntries(rows.map((row) => [row.title, [heavy.id]])));
    await assignedShift(light.id, "2026-12-01T06:00:00Z", "2026-12-01T16:00:00Z", manager.id);
    const id = await insertPlanning({ title: "À pourvoir", startTime: START, endTime: END, createdBy: manager.id });

    const found = await findReplacements(
      { id, start: START, end: END, breakMinutes: 0, siteId: null, location: null, assignedIds: [] },
      PARIS,
      NOW,
    );
    expect(found.ineligible.find((one) => one.id === heavy.id)?.reason).toMatch(
      /^49 h 20 par semaine en moyenne sur les 12 semaines du lundi 14 septembre 2026 au dimanche 6 décembre 2026/,
    );
    expect(found.eligible.find((one) => one.id === light.id)).toMatchObject({ plannedMinutes: 720 });
  });

  it("lists apart who declared the time unavailable once a manager approved it, and not before", async () => {
    const manager = await staff("manager");
    const ines = await employee("Inès", 24);
    await declareUnavailability(ines.id, {
      weekday: 3,
      onDate: null,
      fromTime: "05:00",
      toTime: "09:00",
      validFrom: null,
      validUntil: null,
      note: null,
    });
    const id = await insertPlanning({ title: "Jeudi matin", startTime: START, endTime: END, createdBy: manager.id });
    const shift = { id, start: START, end: END, breakMinutes: 0, siteId: null, location: null, assignedIds: [] };
    expect((await findReplacements(shift, PARIS, NOW)).eligible.map((one) => one.id)).toContain(ines.id);
    const [pending] = (await listPendingUnavailabilities()).filter((one) => one.employee === "Inès Candidat");
    expect(await decideUnavailability(pending?.id ?? "", true, manager.id)).toMatchObject({
      employee: { name: "Inès Candidat" },
    });
    expect((await findReplacements(shift, PARIS, NOW)).ineligible).toContainEqual({
      id: ines.id,
      name: "Inès Candidat",
      reason: "Indisponible (chaque jeudi de 05:00 à 09:00)",
    });
  });
});
