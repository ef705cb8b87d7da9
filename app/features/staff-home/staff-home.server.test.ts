import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planningAssignments } from "../../../db/schema";
import { assignedShift, recordAbsence } from "../../../tests/support/labour-fixtures";
import { insertEmployee, insertPlannings } from "../../../tests/support/planning-rows";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import { getDb } from "../../lib/db.server";
import { PARIS } from "../../lib/time";
import { watchWeek } from "../labour/week-alerts.server";
import { groupBySite, meeting } from "./staff-home";
import { describeOverlaps, listShiftsBetween, listShiftsToReplace, listUnassignedShifts } from "./staff-home.server";

const at = (iso: string) => new Date(iso);
// Tuesday 3 March 2026 in Paris (UTC+1), and the week of Monday 2 March.
const tuesday = { start: at("2026-03-02T23:00:00Z"), end: at("2026-03-03T23:00:00Z") };
const week = { start: at("2026-03-01T23:00:00Z"), end: at("2026-03-08T23:00:00Z") };

async function seed() {
  const karim = await insertEmployee("Karim", "Benali");
  const sofia = await insertEmployee("Sofia", "Martin");
  const tour = await insertSite("Tour Montparnasse");
  await insertPlannings(
    [
      // Monday night into Tuesday: Tuesday's work too.
      { title: "Nuit", startTime: at("2026-03-02T21:00:00Z"), endTime: at("2026-03-03T04:00:00Z"), siteId: tour },
      {
        title: "Bureaux",
        startTime: at("2026-03-03T05:00:00Z"),
        endTime: at("2026-03-03T07:00:00Z"),
        siteId: tour,
      },
      {
        title: "Vitres",
        startTime: at("2026-03-03T06:00:00Z"),
        endTime: at("2026-03-03T08:00:00Z"),
        location: "Opéra",
      },
      { title: "Personne", startTime: at("2026-03-03T13:00:00Z"), endTime: at("2026-03-03T14:00:00Z") },
      { title: "Mercredi", startTime: at("2026-03-04T08:00:00Z"), endTime: at("2026-03-04T10:00:00Z") },
      // Ends as Tuesday starts: touching, not Tuesday's.
      { title: "Lundi soir", startTime: at("2026-03-02T20:00:00Z"), endTime: at("2026-03-02T23:00:00Z") },
      // Next week, nobody on it; and the week after, out of the two weeks.
      { title: "Semaine suivante", startTime: at("2026-03-10T08:00:00Z"), endTime: at("2026-03-10T10:00:00Z") },
      { title: "Plus tard", startTime: at("2026-03-17T08:00:00Z"), endTime: at("2026-03-17T10:00:00Z") },
    ],
    {
      Nuit: [sofia],
      Mercredi: [sofia],
      Bureaux: [sofia, karim],
      // Karim on Bureaux (06:00–08:00) and Vitres (07:00–09:00) at once.
      Vitres: [karim],
      "Lundi soir": [karim],
    },
  );
}

describe("staff home", () => {
  it("reads a day's shifts with their site and people, grouped by site; the unassigned ones; the overlaps", async () => {
    await seed();

    const twoDays = await listShiftsBetween({ start: tuesday.start, end: at("2026-03-04T23:00:00Z") });
    const today = meeting(twoDays, tuesday);
    const wednesday = { start: tuesday.end, end: at("2026-03-04T23:00:00Z") };
    expect(meeting(twoDays, wednesday).map((shift) => shift.title)).toEqual(["Mercredi"]);
    expect(today.map((shift) => shift.title)).toEqual(["Nuit", "Bureaux", "Vitres", "Personne"]);
    const groups = groupBySite(today);
    expect(groups.map((group) => [group.place, group.city, group.shifts.map((shift) => shift.title)])).toEqual([
      ["Opéra", null, ["Vitres"]],
      ["Tour Montparnasse", "Paris", ["Nuit", "Bureaux"]],
      ["Sans localisation", null, ["Personne"]],
    ]);
    expect(today.find((shift) => shift.title === "Bureaux")?.people).toEqual(["Karim Benali", "Sofia Martin"]);

    const twoWeeks = { start: week.start, end: at("2026-03-15T23:00:00Z") };
    const unassigned = await listUnassignedShifts(twoWeeks);
    expect(unassigned.map((shift) => [shift.title, shift.people])).toEqual([
      ["Personne", []],
      ["Semaine suivante", []],
    ]);

    const { doubleBookings } = await watchWeek("2026-03-02", week, PARIS);
    expect(await describeOverlaps(doubleBookings)).toEqual([
      {
        employee: "Karim Benali",
        first: expect.objectContaining({ title: "Bureaux", startTime: "2026-03-03T05:00:00.000Z" }),
        second: expect.objectContaining({ title: "Vitres", startTime: "2026-03-03T06:00:00.000Z" }),
      },
    ]);

    // Karim taken off Vitres: the week watched again no longer sees him twice.
    const vitres = today.find((shift) => shift.title === "Vitres")?.id ?? "";
    await getDb().delete(planningAssignments).where(eq(planningAssignments.planningId, vitres));
    expect((await watchWeek("2026-03-02", week, PARIS)).doubleBookings).toEqual([]);
    const vitresNow = (await listShiftsBetween(tuesday)).find((shift) => shift.id === vitres);
    expect(vitresNow?.people).toEqual([]);
    expect((await listUnassignedShifts(twoWeeks)).map((shift) => shift.title)).toEqual([
      "Vitres",
      "Personne",
      "Semaine suivante",
    ]);
  });

  it("lists the coming shifts an absence freed, with who they wait to replace and why, and not as unassigned", async () => {
    const manager = await staff("manager");
    const lucia = await staff("employee", { firstName: "Lucía", lastName: "Gómez" });
    await assignedShift(lucia.id, "2026-12-21T05:00:00Z", "2026-12-21T07:00:00Z", manager.id);
    await assignedShift(lucia.id, "2026-12-23T05:00:00Z", "2026-12-23T07:00:00Z", manager.id);
    await recordAbsence(lucia.id, { kind: "sickness", startsOn: "2026-12-21", endsOn: "2026-12-23" }, manager.id);
    const twoWeeks = { start: at("2026-12-20T23:00:00Z"), end: at("2027-01-03T23:00:00Z") };

    const toReplace = await listShiftsToReplace(twoWeeks, at("2026-12-22T08:00:00Z"));
    expect(toReplace.map((shift) => [shift.startTime, shift.replacing])).toEqual([
      ["2026-12-23T05:00:00.000Z", ["Lucía Gómez (Arrêt maladie)"]],
    ]);
    expect(await listUnassignedShifts(twoWeeks)).toEqual([]);
  });
});
