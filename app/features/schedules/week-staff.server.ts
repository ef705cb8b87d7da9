import { and, asc, eq, exists, inArray, or, sql } from "drizzle-orm";
import {
  absencePeriodColumns,
  absences,
  absencesMeeting,
  employeeDetails,
  hasContractMeeting,
  isActiveAccount,
  planningAssignments,
  plannings,
  planningVacancies,
  user,
} from "../../../db/schema";
import { absenceLabel } from "../../domain/contracts";
import { absenceSpan } from "../../lib/absence-periods";
import { versionedCache } from "../../lib/data-version.server";
import { getDb } from "../../lib/db.server";
import { assignmentsMeeting, overlapping } from "../../lib/planning-period.server";
import { shiftDay, type WeekRange } from "../../lib/time";
import type { StaffMember } from "./schedules";
import type { AbsentSpan, PickableStaff } from "./staff-choices";

/** A week's staff (docs/decisions/040-who-can-be-planned.md). */
export interface WeekStaff {
  /** Who a planning of the week can be given to: active accounts with a contract meeting it, with their absences. */
  pickable: PickableStaff[];
  /** The employees grid's rows: those, and the active accounts still on (or freed from) one of its shifts. */
  rows: StaffMember[];
}

/** Each week's staff, kept until the next write (docs/decisions/043-week-grid-reads-kept-until-a-write.md). */
const kept = versionedCache<WeekStaff>();

/** The week's staff by first name, as the pickers and the grids read them; absence spans are instants in `zone`. */
export function listStaff(week: WeekRange, zone: string): Promise<WeekStaff> {
  return kept(`${week.monday} ${zone}`, () => readStaff(week, zone));
}

async function readStaff(week: WeekRange, zone: string): Promise<WeekStaff> {
  const db = getDb();
  const lastDay = shiftDay(week.monday, 6);
  const contracted = hasContractMeeting(week.monday, lastDay);
  const onShift = exists(
    db
      .select({ one: sql`1` })
      .from(planningAssignments)
      .where(and(eq(planningAssignments.employeeId, user.id), assignmentsMeeting(week))),
  );
  const freed = exists(
    db
      .select({ one: sql`1` })
      .from(planningVacancies)
      .innerJoin(plannings, eq(plannings.id, planningVacancies.planningId))
      .where(and(eq(planningVacancies.employeeId, user.id), overlapping(week))),
  );
  const people = await db
    .select({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: employeeDetails.phone,
      contracted: sql<boolean>`${contracted}`,
    })
    .from(user)
    .leftJoin(employeeDetails, eq(employeeDetails.employeeId, user.id))
    .where(and(isActiveAccount(), or(contracted, onShift, freed)))
    .orderBy(asc(user.firstName), asc(user.lastName));
  const ids = people.filter((person) => person.contracted).map((person) => person.id);
  const spans = new Map<string, AbsentSpan[]>();
  if (ids.length > 0) {
    const read = await db
      .select({ employeeId: absences.employeeId, ...absencePeriodColumns })
      .from(absences)
      .where(and(inArray(absences.employeeId, ids), absencesMeeting(week.monday, lastDay)))
      .orderBy(asc(absences.startsOn));
    for (const absence of read) {
      const list = spans.get(absence.employeeId) ?? [];
      list.push({ ...absenceSpan(absence, zone), reason: absenceLabel(absence) });
      spans.set(absence.employeeId, list);
    }
  }
  return {
    pickable: people
      .filter((person) => person.contracted)
      .map(({ contracted: _, ...person }) => ({ ...person, absences: spans.get(person.id) ?? [] })),
    rows: people.map(({ contracted: _, phone: __, ...person }) => person),
  };
}
