import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { plannings, shiftVolunteers, user } from "../../../../db/schema";
import type { VolunteerStatus } from "../../../domain/enums";
import { fullName } from "../../../domain/people";
import type { Fit } from "../../../domain/volunteers";
import { getDb, type Tx } from "../../../lib/db.server";
import { overlapping, type Range } from "../../../lib/planning-period.server";
import { isUuid } from "../../../lib/uuid";
import type { OfferedShift } from "../../../mail/replacement-offer";
import { offeredShift } from "../offers/offer-mail.server";
import type { Planning } from "../schedules";
import { readPlannings } from "../schedules.server";
import { needsSomeone } from "../vacancies.server";

/** The shifts meeting `range` not started at `now` that need someone, by start. */
function openShiftsIn(range: Range, now: Date): Promise<Planning[]> {
  return readPlannings(and(overlapping(range), gt(plannings.startTime, now), needsSomeone(plannings.id)));
}

/** An open shift as the employee's week offers it, with where their own offer to take it stands. */
export interface OpenShift {
  planningId: string;
  shift: OfferedShift;
  volunteer: { id: string; status: VolunteerStatus } | null;
}

/** The open shifts of `range` the employee may take (as `fitsOf` says, by planning id), with where their offer stands. */
export async function openShiftsFor(
  employeeId: string,
  range: Range,
  now: Date,
  fitsOf: (plannings: readonly Planning[]) => Promise<ReadonlyMap<string, Fit>>,
): Promise<OpenShift[]> {
  const open = await openShiftsIn(range, now);
  const fits = open.length > 0 ? await fitsOf(open) : new Map<string, Fit>();
  return withOwnVolunteers(
    employeeId,
    open.filter((planning) => fits.get(planning.id)?.ok),
  );
}

/** The employee's latest offer on each of `open`, beside the shift. */
async function withOwnVolunteers(employeeId: string, open: readonly Planning[]): Promise<OpenShift[]> {
  if (open.length === 0) return [];
  const rows = await getDb()
    .select({ id: shiftVolunteers.id, planningId: shiftVolunteers.planningId, status: shiftVolunteers.status })
    .from(shiftVolunteers)
    .where(
      and(
        eq(shiftVolunteers.employeeId, employeeId),
        inArray(
          shiftVolunteers.planningId,
          open.map((planning) => planning.id),
        ),
      ),
    )
    .orderBy(desc(shiftVolunteers.createdAt));
  const latest = new Map<string, { id: string; status: VolunteerStatus }>();
  for (const row of rows) if (!latest.has(row.planningId)) latest.set(row.planningId, row);
  return open.map((planning) => ({
    planningId: planning.id,
    shift: offeredShift(planning),
    volunteer: latest.get(planning.id) ?? null,
  }));
}

/** A volunteer waiting for a manager, as the staff home lists them. */
export interface VolunteerView {
  id: string;
  employee: { id: string; name: string };
  planningId: string;
  shift: OfferedShift;
  /** What the labour rules said of the shift added to their plan when they volunteered. */
  checks: string[];
}

/** The pending volunteers for shifts not started at `now` and still needing someone, the earliest shift first. */
export async function volunteersToConfirm(now: Date): Promise<VolunteerView[]> {
  const rows = await getDb()
    .select({
      id: shiftVolunteers.id,
      planningId: shiftVolunteers.planningId,
      employeeId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      checks: shiftVolunteers.checks,
    })
    .from(shiftVolunteers)
    .innerJoin(user, eq(user.id, shiftVolunteers.employeeId))
    .where(eq(shiftVolunteers.status, "pending"))
    .orderBy(shiftVolunteers.createdAt);
  if (rows.length === 0) return [];
  const open = await readPlannings(
    and(
      inArray(plannings.id, [...new Set(rows.map((row) => row.planningId))]),
      gt(plannings.startTime, now),
      needsSomeone(plannings.id),
    ),
  );
  return open.flatMap((planning) =>
    rows
      .filter((row) => row.planningId === planning.id)
      .map((row) => ({
        id: row.id,
        employee: { id: row.employeeId, name: fullName(row) },
        planningId: planning.id,
        shift: offeredShift(planning),
        checks: row.checks,
      })),
  );
}

/** Who volunteered for the planning and waits for a manager. */
export async function pendingVolunteerIds(planningId: string): Promise<Set<string>> {
  const rows = await getDb()
    .select({ employeeId: shiftVolunteers.employeeId })
    .from(shiftVolunteers)
    .where(and(eq(shiftVolunteers.planningId, planningId), eq(shiftVolunteers.status, "pending")));
  return new Set(rows.map((row) => row.employeeId));
}

/** Whether a manager declined this employee for this shift: they are not put forward for it again. */
export async function wasDeclined(planningId: string, employeeId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: shiftVolunteers.id })
    .from(shiftVolunteers)
    .where(
      and(
        eq(shiftVolunteers.planningId, planningId),
        eq(shiftVolunteers.employeeId, employeeId),
        eq(shiftVolunteers.status, "declined"),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** One volunteer, locked for a decision. */
export async function lockVolunteer(tx: Tx, volunteerId: string) {
  if (!isUuid(volunteerId)) return null;
  const [row] = await tx.select().from(shiftVolunteers).where(eq(shiftVolunteers.id, volunteerId)).for("update");
  return row ?? null;
}
