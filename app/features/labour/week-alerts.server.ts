import { desc, eq, gte } from "drizzle-orm";
import { labourOverrides, planningAssignments, plannings, user } from "../../../db/schema";
import { listedAlertLines } from "../../domain/alert-lists";
import { versionedCache } from "../../lib/data-version.server";
import { getDb } from "../../lib/db.server";
import { personName } from "../../lib/person-name.server";
import { overlapping, type Range } from "../../lib/planning-period.server";
import { groupAlerts } from "./alert-groups";
import { doubleBookings } from "./double-bookings";
import { readLabourInputs } from "./labour-inputs.server";
import { overviewSpan, weekFindings } from "./week-overview";

/** A labour alert of the week, named after its employee, for the staff home. */
export interface NamedAlert {
  employee: string;
  message: string;
}

/** A save past labour alerts: who, when, why, and what was saved past. */
export interface OverrideRecord {
  id: string;
  at: string;
  actor: string;
  reason: string;
  messages: string[];
  /** How many alerts were saved past (more than the messages when only the first were kept). */
  count: number;
}

const nameOf = (name: string | null) => name || "Compte supprimé";

/** One employee on two shifts at once: the plannings' ids, the earlier first. */
export interface DoubleBooking {
  employee: string;
  first: string;
  second: string;
}

/** What the staff home watches in a week, from one read of the shifts of everyone working then. */
export interface WeekWatch {
  /** The labour alerts, one per employee and rule. */
  alerts: NamedAlert[];
  /** The double bookings, by the first shift's start. */
  doubleBookings: DoubleBooking[];
}

const watched = versionedCache<WeekWatch>();

/**
 * The labour alerts of the week of `monday`, for every employee working then, as the week grid marks them (see
 * `overviewSpan` for what a week's view reads and can miss), and the double bookings within `week`; its days those of
 * `zone`. Worked out again only after a write to what it reads
 * (docs/decisions/042-staff-home-reads-kept-until-a-write.md).
 */
export function watchWeek(monday: string, week: Range, zone: string): Promise<WeekWatch> {
  return watched(`${monday} ${zone} ${week.start.toISOString()} ${week.end.toISOString()}`, () =>
    readWeekWatch(monday, week, zone),
  );
}

async function readWeekWatch(monday: string, week: Range, zone: string): Promise<WeekWatch> {
  const span = overviewSpan(monday, zone);
  if (!span) return { alerts: [], doubleBookings: [] };
  const working = await getDb()
    .selectDistinct({ id: user.id, name: personName() })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(overlapping(week));
  const inputs = await readLabourInputs(
    working.map((person) => person.id),
    span,
  );
  const found = working.flatMap((person) => {
    const input = inputs.get(person.id);
    const findings = (input && weekFindings({ ...input, monday }, zone)) ?? [];
    return findings.map((alert) => ({
      employeeId: person.id,
      employeeName: nameOf(person.name),
      rule: alert.rule,
      message: alert.message,
      shiftIds: alert.shiftIds,
      start: alert.period.start,
    }));
  });
  const booked = working.flatMap((person) =>
    doubleBookings(inputs.get(person.id)?.shifts ?? [], week).map(([first, second]) => ({
      employee: nameOf(person.name),
      first,
      second,
    })),
  );
  booked.sort(
    (a, b) =>
      a.first.start.getTime() - b.first.start.getTime() ||
      a.second.start.getTime() - b.second.start.getTime() ||
      a.employee.localeCompare(b.employee, "fr"),
  );
  return {
    alerts: groupAlerts(found, zone).map((group) => ({ employee: group.employeeName, message: group.message })),
    doubleBookings: booked.map(({ employee, first, second }) => ({ employee, first: first.id, second: second.id })),
  };
}

/** The saves past labour alerts since `since`, the latest first. */
export async function recentOverrides(since: Date, limit = 20): Promise<OverrideRecord[]> {
  const rows = await getDb()
    .select({
      id: labourOverrides.id,
      at: labourOverrides.createdAt,
      reason: labourOverrides.reason,
      alerts: labourOverrides.alerts,
      omitted: labourOverrides.alertsOmitted,
      actor: personName<string | null>(),
    })
    .from(labourOverrides)
    .leftJoin(user, eq(user.id, labourOverrides.actorId))
    .where(gte(labourOverrides.createdAt, since))
    .orderBy(desc(labourOverrides.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: nameOf(row.actor),
    reason: row.reason,
    messages: listedAlertLines(
      row.alerts.map((alert) => `${alert.employeeName} — ${alert.message}`),
      row.omitted,
    ),
    count: row.alerts.length + row.omitted,
  }));
}
