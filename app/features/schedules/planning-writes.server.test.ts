import { describe, expect, it } from "vitest";
import { plannings, user } from "../../../db/schema";
import { insertPlanning } from "../../../tests/support/planning-rows";
import { getConnection, getDb } from "../../lib/db.server";
import { overlapping } from "../../lib/planning-period.server";
import { listBusySlots } from "./planning-writes.server";

const at = (iso: string) => new Date(iso);

async function employee(id: string) {
  await getDb()
    .insert(user)
    .values({ id, name: id, email: `${id}@exemple.fr`, firstName: "Karim", lastName: id });
  return id;
}

const shift = (title: string, start: string, end: string, employeeIds: string[]) =>
  insertPlanning({ title, startTime: at(start), endTime: at(end) }, employeeIds);

describe("plannings over a period", () => {
  it("finds the employees' plannings that overlap the period, not those that only touch it", async () => {
    const karim = await employee("karim");
    const sofia = await employee("sofia");
    await shift("Finit au début", "2026-03-25T05:00:00Z", "2026-03-25T08:00:00Z", [karim]);
    await shift("Commence à la fin", "2026-03-25T11:00:00Z", "2026-03-25T12:00:00Z", [karim]);
    await shift("Une minute dedans", "2026-03-25T10:59:00Z", "2026-03-25T11:30:00Z", [karim]);
    await shift("Englobe", "2026-03-25T07:00:00Z", "2026-03-25T13:00:00Z", [sofia]);
    await shift("Sans Karim", "2026-03-25T09:00:00Z", "2026-03-25T10:00:00Z", []);

    const range = { start: at("2026-03-25T08:00:00Z"), end: at("2026-03-25T11:00:00Z") };
    const slots = await getDb().transaction((tx) => listBusySlots(tx, [karim, sofia], range));
    expect(slots.map((slot) => [slot.title, slot.employeeId]).sort()).toEqual([
      ["Englobe", sofia],
      ["Une minute dedans", karim],
    ]);
  });

  it("reads the period's plannings from the range index, not from the whole history", async () => {
    // Three years of weekday shifts, then statistics, as PostgreSQL's autovacuum would gather them.
    await getConnection().sql.executeSql(`
      insert into plannings (title, start_time, end_time)
        select 'Entretien', day + interval '6 hours', day + interval '9 hours'
        from generate_series(timestamptz '2024-01-01 00:00Z', timestamptz '2026-12-31 00:00Z', interval '1 day') day,
          generate_series(1, 10) crew;
      analyze plannings;
    `);
    const query = getDb()
      .select({ id: plannings.id })
      .from(plannings)
      .where(overlapping({ start: at("2026-03-25T07:00:00Z"), end: at("2026-03-25T08:00:00Z") }))
      .toSQL();
    const { rows } = await getConnection().sql.executeSql(`explain ${query.sql}`, query.params);
    const plan = rows.map((row) => (row as { "QUERY PLAN": string })["QUERY PLAN"]).join("\n");
    expect(plan).toContain("plannings_period_gist");
  });
});
