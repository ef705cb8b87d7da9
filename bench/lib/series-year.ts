import { randomUUID } from "node:crypto";
import { applyPlan, planSeries } from "../../app/features/schedules/series/occurrences.server";
import { buildRule } from "../../app/features/schedules/series/recurrence";
import { insertSeries } from "../../app/features/schedules/series/series.server";
import { firstDayOf, windowOf } from "../../app/features/schedules/series/series-rules";
import type { Connection } from "../../app/lib/db.server";
import { PARIS, shiftWeek } from "../../app/lib/time";
import { sites, user } from "../../db/schema";

export const EMPLOYEES = 200;
export const SITES = 150;
/** Weekday series, one employee each: every employee works a morning one (06:00), the first 100 an evening one too. */
export const SERIES = 300;
/** The series started this many weeks ago and are materialised to the horizon, 26 weeks ahead: a year. */
export const WEEKS_OF_HISTORY = 26;

/**
 * The scheduler benches' company: 200 employees, a manager, 150 sites and a year of weekday series written by the
 * series code itself. `tag` keeps each bench's addresses apart.
 */
export async function seedSeriesYear(connection: Connection, today: string, tag: string) {
  const employees = Array.from({ length: EMPLOYEES }, (_, index) => ({
    id: randomUUID(),
    name: `Agent ${index}`,
    email: `agent${index}@${tag}.bench`,
    firstName: `Prénom${index}`,
    lastName: `Nom${index}`,
  }));
  const manager = { id: randomUUID(), name: "Cheffe d'équipe", email: `cheffe@${tag}.bench`, role: "manager" as const };
  await connection.db.insert(user).values([...employees, manager]);
  const siteRows = Array.from({ length: SITES }, (_, index) => ({
    id: randomUUID(),
    name: `Site ${index}`,
    clientName: `Client ${index}`,
    address: `${index + 1} rue de Rivoli`,
    postalCode: "75001",
    city: "Paris",
  }));
  await connection.db.insert(sites).values(siteRows);
  const firstMonday = shiftWeek(today, -WEEKS_OF_HISTORY);
  await connection.db.transaction(async (tx) => {
    for (let index = 0; index < SERIES; index++) {
      const site = siteRows[index % SITES];
      const evening = index >= EMPLOYEES;
      const rrule = buildRule(
        { startLocal: `${firstMonday}T${evening ? "18:00" : "06:00"}`, zone: PARIS },
        { days: ["MO", "TU", "WE", "TH", "FR"], interval: 1, until: null },
      );
      const draft = {
        place: {
          title: `Entretien ${index}`,
          description: null,
          location: site?.name ?? null,
          siteId: site?.id ?? null,
          breakMinutes: 0,
        },
        rrule,
        durationMinutes: 180,
        worksPublicHolidays: true,
        employeeIds: [employees[index % EMPLOYEES]?.id ?? ""],
      };
      const window = windowOf(rrule, firstDayOf(rrule), today);
      const plan = await planSeries(tx, null, draft, [], window);
      const series = await insertSeries(tx, draft, window.to, manager.id);
      await applyPlan(tx, series, plan, { to: window.to, createdBy: manager.id, zone: PARIS });
    }
  });
  return { employees: employees.map((employee) => employee.id), siteRows };
}
