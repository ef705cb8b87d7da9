import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getConnection, getDb } from "../../app/lib/db.server";
import {
  assignmentsEndingAfter,
  assignmentsMeeting,
  assignmentsStartingAfter,
} from "../../app/lib/planning-period.server";
import { planningAssignments, plannings } from "../../db/schema";
import { login } from "../support/login";
import { insertPlanning } from "../support/planning-rows";

const at = (iso: string) => new Date(iso);

async function periodsOf(planningId: string) {
  return getDb()
    .select({ start: planningAssignments.startTime, end: planningAssignments.endTime })
    .from(planningAssignments)
    .where(eq(planningAssignments.planningId, planningId));
}

const planned = { start: at("2026-03-27T05:00:00Z"), end: at("2026-03-27T07:00:00Z") };

/** A planning over `planned` with `people` new employees on it; answers its id. */
async function plannedFor(people: number) {
  const employees = await Promise.all(Array.from({ length: people }, () => login({ role: "employee" })));
  return insertPlanning(
    { title: "Bureaux", startTime: planned.start, endTime: planned.end },
    employees.map((employee) => employee.id),
  );
}

// The assignments carry their planning's period, for the index on employee and period: the database keeps it so.
describe("the assignments' copy of their planning's period", () => {
  it("is the planning's from the insert on, for each person on it", async () => {
    expect(await periodsOf(await plannedFor(2))).toEqual([planned, planned]);
  });

  it("moves with the planning, across the spring change", async () => {
    const planningId = await plannedFor(1);
    const moved = { start: at("2026-03-30T04:00:00Z"), end: at("2026-03-30T06:00:00Z") };
    await getDb()
      .update(plannings)
      .set({ startTime: moved.start, endTime: moved.end })
      .where(eq(plannings.id, planningId));
    expect(await periodsOf(planningId)).toEqual([moved]);
  });

  it("cannot be written apart from the planning's", async () => {
    const planningId = await plannedFor(1);
    await getDb()
      .update(planningAssignments)
      .set({ startTime: at("2020-01-01T00:00:00Z") })
      .where(eq(planningAssignments.planningId, planningId));
    expect(await periodsOf(planningId)).toEqual([planned]);
  });

  it("finds an employee's shifts over a period, or to come, through the index on employee and period end, not their history", async () => {
    const karim = await login({ role: "employee" });
    // Three years of a weekday shift each for Karim and nine others, then statistics, as autovacuum gathers them.
    await getConnection().sql.executeSql(`
      insert into "user" (id, name, email)
        select 'agent-' || n, 'Agent', 'agent-' || n || '@exemple.fr' from generate_series(1, 9) n;
      insert into plannings (title, start_time, end_time)
        select 'Entretien ' || n, day + interval '6 hours', day + interval '9 hours'
        from generate_series(timestamptz '2024-01-01 00:00Z', timestamptz '2026-12-31 00:00Z', interval '1 day') day,
          generate_series(0, 9) n;
      insert into planning_assignments (planning_id, employee_id)
        select id, case when title = 'Entretien 0' then '${karim.id}' else 'agent-' || substr(title, 11) end
          from plannings where title like 'Entretien %';
      analyze planning_assignments;
    `);
    const range = { start: at("2026-01-05T00:00:00Z"), end: at("2026-06-08T00:00:00Z") };
    // The week grid and the rules read a period; the staff strip, an employee's week and the notices, what is to come.
    const now = at("2026-06-01T12:00:00Z");
    for (const period of [assignmentsMeeting(range), assignmentsEndingAfter(now), assignmentsStartingAfter(now)]) {
      const query = getDb()
        .select({ id: planningAssignments.planningId })
        .from(planningAssignments)
        .where(and(inArray(planningAssignments.employeeId, [karim.id]), period))
        .toSQL();
      const { rows } = await getConnection().sql.executeSql(`explain ${query.sql}`, query.params);
      const plan = rows.map((row) => (row as { "QUERY PLAN": string })["QUERY PLAN"]).join("\n");
      expect(plan).toContain("planning_assignments_employee_end_idx");
      expect(plan).toContain("end_time >");
    }
  });
});
