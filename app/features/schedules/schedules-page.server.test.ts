import { describe, expect, it } from "vitest";
import { insertEmployee, insertPlannings } from "../../../tests/support/planning-rows";
import { PAGE_SIZE } from "./pagination";
import { loadSchedulePage } from "./schedules.server";

const week = { start: new Date("2026-03-22T23:00:00Z"), end: new Date("2026-03-29T22:00:00Z") };

function at(index: number) {
  return new Date(week.start.getTime() + (index + 1) * 3_600_000);
}

describe("schedule pages", () => {
  it("reads one page of plannings, header counts over the whole range", async () => {
    const employeeId = await insertEmployee("Anne", "Durand");
    const opera = Array.from({ length: 60 }, (_, index) => ({
      title: `Opéra ${String(index).padStart(2, "0")}`,
      location: "Opéra",
      startTime: at(index),
      endTime: at(index + 1),
    }));
    const others = [
      { title: "Sans lieu", location: null, startTime: at(0), endTime: at(1) },
      { title: "Bastille", location: "Bastille", startTime: at(70), endTime: at(71) },
      { title: "Hors semaine", location: "Bastille", startTime: at(200), endTime: at(201) },
    ];
    const rows = [...opera, ...others];
    await insertPlannings(rows, Object.fromEntries(rows.map(({ title }) => [title, [employeeId]])));

    const first = await loadSchedulePage(week, 1);
    expect(first.pagination).toEqual({ page: 1, pageCount: 2, total: 62 });
    expect(first.groups.map((group) => [group.label, group.total, group.plannings.length])).toEqual([
      ["Bastille", 1, 1],
      ["Opéra", 60, PAGE_SIZE - 1],
    ]);
    expect(first.groups[1]?.plannings[0]?.assignedUsers).toEqual([
      expect.objectContaining({ id: employeeId, firstName: "Anne", lastName: "Durand" }),
    ]);

    const second = await loadSchedulePage(week, 2);
    expect(second.groups.map((group) => [group.label, group.total, group.plannings.length])).toEqual([
      ["Opéra", 60, 11],
      ["Sans localisation", 1, 1],
    ]);
    const titles = [first, second].flatMap((page) =>
      page.groups.flatMap((group) => group.plannings.map((planning) => planning.title)),
    );
    expect(titles).toEqual(["Bastille", ...opera.map((planning) => planning.title), "Sans lieu"]);

    expect((await loadSchedulePage(week, 7)).pagination.page).toBe(2);
    const everything = await loadSchedulePage(null, 1);
    expect(everything.pagination).toEqual({ page: 1, pageCount: 2, total: 63 });
    expect(everything.groups.flatMap((group) => group.plannings)).toHaveLength(PAGE_SIZE);
  });
});
