import { describe, expect, it } from "vitest";
import { loadSchedulePage } from "../../app/features/schedules/schedules.server";
import { listStaff } from "../../app/features/schedules/week-staff.server";
import { PARIS, weekOf } from "../../app/lib/time";
import { seedDemoData } from "../../db/seed";

describe("seedDemoData", () => {
  it("does nothing unless DEMO_DATA is on", async () => {
    await seedDemoData({ DEMO_DATA: false, APP_TIME_ZONE: "Europe/Paris" });
    const week = weekOf("2026-03-25", PARIS);
    if (!week) throw new Error("semaine");
    expect(await listStaff(week, PARIS)).toEqual({ pickable: [], rows: [] });
  });

  it("fills an empty database once, with this week's plannings in Paris time", async () => {
    const now = new Date("2026-03-25T12:00:00Z");
    await seedDemoData({ DEMO_DATA: true, APP_TIME_ZONE: "Europe/Paris" }, now);
    await seedDemoData({ DEMO_DATA: true, APP_TIME_ZONE: "Europe/Paris" }, now);
    const week = weekOf("2026-03-25", PARIS);
    if (!week) throw new Error("semaine");
    // The four employees have a contract; the manager, who has none, is not planned.
    const { pickable } = await listStaff(week, PARIS);
    expect(pickable.map((person) => person.firstName)).toEqual(["Fatou", "Karim", "Sofia", "Thomas"]);
    const { groups } = await loadSchedulePage(week, 1);
    expect(groups.at(-1)?.label).toBe("Sans localisation");
    const first = groups.find((group) => group.label === "Tour Montparnasse")?.plannings[0];
    expect(first).toMatchObject({ title: "Nettoyage des bureaux", startTime: "2026-03-23T05:00:00.000Z" });
    expect(first?.assignedUsers).toHaveLength(2);
    expect(groups.flatMap((group) => group.plannings)).toHaveLength(6);
  });
});
