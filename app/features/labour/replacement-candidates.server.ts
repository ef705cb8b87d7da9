import { and, asc, count, eq, gte, inArray, notInArray, sql } from "drizzle-orm";
import {
  employeeDetails,
  hasContractMeeting,
  isActiveAccount,
  planningAssignments,
  plannings,
  unavailabilities,
  unavailableSlotColumns,
  user,
} from "../../../db/schema";
import { fullName } from "../../domain/people";
import type { Fit } from "../../domain/volunteers";
import { getDb } from "../../lib/db.server";
import { assignmentsMeeting } from "../../lib/planning-period.server";
import { dayOfInstant, dayText } from "../../lib/time";
import type { UnavailableSlot } from "../../lib/unavailable-slots";
import { readLabourInputs, readUtcWeekMinutes } from "./labour-inputs.server";
import { labourWindow, nearWindow } from "./labour-rules";
import type { HoursInput } from "./monthly-hours";
import { type CandidateFacts, FAMILIARITY_WEEKS, type Replacements, rankReplacements } from "./replacement-ranking";
import { averageMayBreak, WEEK_MS } from "./weekly-hours";

/** The shift to fill: its planning's id, times and place, and who is on it already. */
export interface ShiftToFill {
  id: string;
  start: Date;
  end: Date;
  breakMinutes: number;
  siteId: string | null;
  location: string | null;
  assignedIds: readonly string[];
}

/** A planning as the finder reads it: the shift it is to fill. */
export function shiftToFill(planning: {
  id: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  site: { id: string } | null;
  location: string | null;
  assignedUsers: readonly { id: string }[];
}): ShiftToFill {
  return {
    id: planning.id,
    start: new Date(planning.startTime),
    end: new Date(planning.endTime),
    breakMinutes: planning.breakMinutes,
    siteId: planning.site?.id ?? null,
    location: planning.location,
    assignedIds: planning.assignedUsers.map((person) => person.id),
  };
}

/**
 * The ranked candidates for `shift` (see `rankReplacements`): the active accounts with a contract in force on its
 * first day, not on it already, with their labour inputs around it and their shifts at its site (or, without a site,
 * at the same place) in the weeks before it.
 */
export async function findReplacements(shift: ShiftToFill, zone: string, now: Date): Promise<Replacements> {
  const day = dayText(dayOfInstant(shift.start.getTime(), zone));
  const people = await getDb()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, phone: employeeDetails.phone })
    .from(user)
    .leftJoin(employeeDetails, eq(employeeDetails.employeeId, user.id))
    .where(
      and(
        isActiveAccount(),
        hasContractMeeting(day, day),
        shift.assignedIds.length > 0 ? notInArray(user.id, [...shift.assignedIds]) : undefined,
      ),
    )
    .orderBy(asc(user.lastName), asc(user.firstName));
  const window = labourWindow([shift], zone);
  if (people.length === 0 || !window) return { eligible: [], ineligible: [] };
  const ids = people.map((person) => person.id);
  // Most people's 23 weeks cannot break the 12-week average: the weeks around the shift are all the rules need of them.
  const [near, weeks, visits, unavailable] = await Promise.all([
    readLabourInputs(ids, nearWindow(shift, zone)),
    readUtcWeekMinutes(ids, window),
    visitsAt(shift, ids),
    approvedUnavailability(ids),
  ]);
  const heavy = ids.filter((id) => averageMayBreak(weeks.get(id) ?? new Map(), shift, zone));
  const whole = await readLabourInputs(heavy, window);
  const inputs = (id: string) => whole.get(id) ?? near.get(id) ?? { contracts: [], absences: [], shifts: [] };
  const candidates = people.map((person) =>
    candidateFacts(shift, person, inputs(person.id), visits.get(person.id) ?? 0, unavailable.get(person.id) ?? []),
  );
  return rankReplacements(shift, candidates, zone, now);
}

/** One person as the ranking reads them for `shift`: their plan without the shift itself. */
function candidateFacts(
  shift: ShiftToFill,
  person: { id: string; firstName: string; lastName: string; phone: string | null },
  input: HoursInput,
  visits: number,
  unavailable: readonly UnavailableSlot[],
): CandidateFacts {
  return {
    id: person.id,
    name: fullName(person),
    contact: { firstName: person.firstName, phone: person.phone },
    inputs: { ...input, shifts: input.shifts.filter((other) => other.id !== shift.id) },
    visits,
    unavailable,
  };
}

/** The unavailable times a manager approved, by employee. */
async function approvedUnavailability(employeeIds: string[]): Promise<Map<string, UnavailableSlot[]>> {
  const rows = await getDb()
    .select({ employeeId: unavailabilities.employeeId, ...unavailableSlotColumns })
    .from(unavailabilities)
    .where(and(inArray(unavailabilities.employeeId, employeeIds), eq(unavailabilities.status, "approved")));
  const slots = new Map<string, UnavailableSlot[]>();
  for (const { employeeId, ...slot } of rows) slots.set(employeeId, [...(slots.get(employeeId) ?? []), slot]);
  return slots;
}

/** How many shifts each employee worked at the shift's site (or place) in the `FAMILIARITY_WEEKS` before it. */
async function visitsAt(shift: ShiftToFill, employeeIds: string[]): Promise<Map<string, number>> {
  const place = shift.siteId
    ? eq(plannings.siteId, shift.siteId)
    : shift.location?.trim()
      ? sql`btrim(${plannings.location}) = ${shift.location.trim()}`
      : null;
  if (!place) return new Map();
  const since = new Date(shift.start.getTime() - FAMILIARITY_WEEKS * WEEK_MS);
  const rows = await getDb()
    .select({ employeeId: planningAssignments.employeeId, visits: count() })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .where(
      and(
        inArray(planningAssignments.employeeId, employeeIds),
        assignmentsMeeting({ start: since, end: shift.start }),
        gte(planningAssignments.startTime, since),
        place,
      ),
    )
    .groupBy(planningAssignments.employeeId);
  return new Map(rows.map((row) => [row.employeeId, row.visits]));
}

const NO_CONTRACT: Fit = { ok: false, reason: "aucun contrat en cours ce jour-là." };
const ALREADY_ON_IT: Fit = { ok: false, reason: "vous êtes déjà sur cette vacation." };

/**
 * What the rules say of each of `shifts` for one employee who asks for it, in the finder's words, by shift id: their
 * labour inputs are read once for all the shifts, and each is ranked as the finder ranks it.
 */
export async function fitsFor(
  shifts: readonly ShiftToFill[],
  employeeId: string,
  zone: string,
  now: Date,
): Promise<Map<string, Fit>> {
  const window = labourWindow([...shifts], zone);
  const [person] = await getDb()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(and(eq(user.id, employeeId), isActiveAccount()));
  if (!person || !window) return new Map(shifts.map((shift) => [shift.id, NO_CONTRACT]));
  const [inputs, unavailable] = await Promise.all([
    readLabourInputs([employeeId], window),
    approvedUnavailability([employeeId]),
  ]);
  const input = inputs.get(employeeId) ?? { contracts: [], absences: [], shifts: [] };
  return new Map(
    shifts.map((shift): [string, Fit] => {
      if (shift.assignedIds.includes(employeeId)) return [shift.id, ALREADY_ON_IT];
      const candidate = candidateFacts(shift, { ...person, phone: null }, input, 0, unavailable.get(employeeId) ?? []);
      const { eligible, ineligible } = rankReplacements(shift, [candidate], zone, now);
      if (eligible[0]) return [shift.id, { ok: true, checks: eligible[0].checks }];
      return [shift.id, ineligible[0] ? { ok: false, reason: ineligible[0].reason } : NO_CONTRACT];
    }),
  );
}
