import { describe, expect, it } from "vitest";
import { assignedShift, cdi, recordAbsence } from "../../../tests/support/labour-fixtures";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { staff } from "../../../tests/support/staff";
import { PARIS } from "../../lib/time";
import { addContract } from "../contracts/contracts.server";
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
});
