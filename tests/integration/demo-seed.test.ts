import { describe, expect, it } from "vitest";
import { listStaff, loadSchedulePage } from "../../app/features/schedules/schedules.server";
import { PARIS, weekOf } from "../../app/lib/time";
import { seedDemoData } from "../../db/seed";

describe("seedDemoData", () => {
  it("does nothing unless DEMO_DATA is on", async () => {
    await seedDemoData({ DEMO_DATA: false, APP_TIME_ZONE: "Europe/Paris" });
    expect(await listStaff()).toEqual([]);
  });

  it("fills an empty database once, with this week's plannings in Paris time", async () => {
    const now = new Date("2026-03-25T12:00:00Z");
    await seedDemoData({ DEMO_DATA: true, APP_TIME_ZONE: "Europe/Paris" }, now);
    await seedDemoData({ DEMO_DATA: true, APP_TIME_ZONE: "Europe/Paris" }, now);
    expect(await listStaff()).toHaveLength(5);
    const week = weekOf("2026-03-25", PARIS);
    const { groups } = await loadSchedulePage(week, 1);
    expect(groups.at(-1)?.label).toBe("Sans localisation");
    const first = groups.find((group) => group.label === "Tour Montparnasse")?.plannings[0];
    expect(first).toMatchObject({ title: "Nettoyage des bureaux", startTime: "2026-03-23T05:00:00.000Z" });
    expect(first?.assignedUsers).toHaveLength(2);
    expect(groups.flatMap((group) => group.plannings)).toHaveLength(6);
  });
});
