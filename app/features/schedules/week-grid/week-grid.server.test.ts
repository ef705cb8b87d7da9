import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planningAssignments, plannings } from "../../../../db/schema";
import { insertEmployee, insertPlanning, insertPlannings } from "../../../../tests/support/planning-rows";
import { insertSite } from "../../../../tests/support/site-rows";
import { getDb } from "../../../lib/db.server";
import { PARIS, weekOf } from "../../../lib/time";
import { listWeekPlannings } from "./week-grid.server";

// The week of the spring change: Monday 23 March 2026, 00:00 Paris (+01:00) to Monday 30 March, 00:00 (+02:00).
const week = weekOf("2026-03-25", PARIS) as NonNullable<ReturnType<typeof weekOf>>;

const at = (iso: string) => new Date(iso);

describe("week plannings", () => {
  it("reads exactly the plannings that overlap the week, all of them, with their site and employees", async () => {
    const karim = await insertEmployee("Karim", "Benali");
    const sofia = await insertEmployee("Sofia", "Martin");
    const tour = await insertSite("Tour Montparnasse");
    const shifts = [
      // Ends as the week starts: touching, not overlapping.
      { title: "Avant", startTime: at("2026-03-22T20:00:00Z"), endTime: at("2026-03-22T23:00:00Z") },
      // Sunday night before the week, into Monday.
      { title: "Nuit de dimanche", startTime: at("2026-03-22T21:00:00Z"), endTime: at("2026-03-23T05:00:00Z") },
      { title: "Lundi", startTime: at("2026-03-23T05:00:00Z"), endTime: at("2026-03-23T07:00:00Z"), siteId: tour },
      // Monday 06:00 Paris after the change (+02:00).
      { title: "Lundi suivant", startTime: at("2026-03-30T04:00:00Z"), endTime: at("2026-03-30T06:00:00Z") },
      // Sunday 23:00 Paris (+02:00) into the next week.
      { title: "Nuit de dimanche soir", startTime: at("2026-03-29T21:00:00Z"), endTime: at("2026-03-30T03:00:00Z") },
      ...Array.from({ length: 80 }, (_, index) => ({
        title: `Mercredi ${String(index).padStart(2, "0")}`,
        location: "Opéra",
        startTime: at("2026-03-25T08:00:00Z"),
        endTime: at("2026-03-25T10:00:00Z"),
      })),
    ];
    await insertPlannings(shifts, { Lundi: [karim, sofia], "Nuit de dimanche": [karim] });

    const found = await listWeekPlannings(week);
    const titles = found.map((planning) => planning.title);
    expect(titles).toHaveLength(83);
    expect(titles.slice(0, 2)).toEqual(["Nuit de dimanche", "Lundi"]);
    expect(titles).toContain("Nuit de dimanche soir");
    expect(titles).not.toContain("Avant");
    expect(titles).not.toContain("Lundi suivant");
    const monday = found.find((planning) => planning.title === "Lundi");
    expect(monday?.site).toEqual(expect.objectContaining({ id: tour, name: "Tour Montparnasse", city: "Paris" }));
    expect(monday?.assignedUsers.map((person) => person.firstName)).toEqual(["Karim", "Sofia"]);
    expect(found.find((planning) => planning.title === "Mercredi 00")?.assignedUsers).toEqual([]);

    // The employees grid's page of rows: only the plannings one of them works, each with everyone on it.
    const sofiasWeek = await listWeekPlannings(week, [sofia]);
    expect(sofiasWeek.map((planning) => planning.title)).toEqual(["Lundi"]);
    expect(sofiasWeek[0]?.assignedUsers.map((person) => person.firstName)).toEqual(["Karim", "Sofia"]);
    expect((await listWeekPlannings(week, [karim])).map((planning) => planning.title)).toEqual([
      "Nuit de dimanche",
      "Lundi",
    ]);
    expect(await listWeekPlannings(week, [])).toEqual([]);
  });

  it("is read again after any write: a renamed shift, an employee taken off", async () => {
    const nadia = await insertEmployee("Nadia", "Haddad");
    const id = await insertPlanning(
      { title: "Bureaux", startTime: at("2026-03-24T05:00:00Z"), endTime: at("2026-03-24T07:00:00Z") },
      [nadia],
    );
    expect((await listWeekPlannings(week, [nadia])).map((planning) => planning.title)).toEqual(["Bureaux"]);
    await getDb().update(plannings).set({ title: "Bureaux du 5e" }).where(eq(plannings.id, id));
    expect((await listWeekPlannings(week, [nadia])).map((planning) => planning.title)).toEqual(["Bureaux du 5e"]);
    await getDb().delete(planningAssignments).where(eq(planningAssignments.planningId, id));
    expect(await listWeekPlannings(week, [nadia])).toEqual([]);
  });
});
