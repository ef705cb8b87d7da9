import { and, asc, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  hasContractMeeting,
  isActiveAccount,
  planningAssignments,
  plannings,
  shiftSwaps,
  sites,
  user,
} from "../../../../db/schema";
import type { SwapStatus } from "../../../domain/enums";
import { fullName } from "../../../domain/people";
import { placeName, UNSPECIFIED_LOCATION } from "../../../domain/sites";
import { type Database, getDb, type Tx } from "../../../lib/db.server";
import { getEnv } from "../../../lib/env.server";
import { personName } from "../../../lib/person-name.server";
import { selectShifts } from "../../../lib/shifts.server";
import { formatInZone } from "../../../lib/time";
import { isUuid } from "../../../lib/uuid";
import { spokenPeriodText } from "../schedules";

/** A shift as a swap names it. */
export interface SwapShift {
  planningId: string;
  title: string;
  /** « vendredi 4 décembre de 06:00 à 09:00 » */
  when: string;
  place: string;
  startTime: Date;
}

/** How far ahead a colleague's shifts can be asked in exchange. */
export const SWAP_HORIZON_DAYS = 28;

const shiftColumns = {
  planningId: plannings.id,
  title: plannings.title,
  startTime: plannings.startTime,
  endTime: plannings.endTime,
  location: plannings.location,
  siteName: sites.name,
};

function swapShift(row: {
  planningId: string;
  title: string;
  startTime: Date;
  endTime: Date;
  location: string | null;
  siteName: string | null;
}): SwapShift {
  const zone = getEnv().APP_TIME_ZONE;
  return {
    planningId: row.planningId,
    title: row.title,
    when: spokenPeriodText(row.startTime.toISOString(), row.endTime.toISOString(), zone),
    place: placeName(row.siteName, row.location, UNSPECIFIED_LOCATION),
    startTime: row.startTime,
  };
}

/** One of the employee's shifts not started at `now`; null for anyone else's, or one under way. */
export async function comingShiftOf(employeeId: string, planningId: string | null, now: Date) {
  if (!planningId || !isUuid(planningId)) return null;
  const [row] = await selectShifts(getDb(), shiftColumns).where(
    and(
      eq(planningAssignments.employeeId, employeeId),
      eq(planningAssignments.planningId, planningId),
      gt(planningAssignments.startTime, now),
    ),
  );
  return row ? swapShift(row) : null;
}

/** The employee's shifts of the next SWAP_HORIZON_DAYS, the first first: what a colleague may ask in exchange. */
export async function comingShiftsOf(employeeId: string, now: Date): Promise<SwapShift[]> {
  const until = new Date(now.getTime() + SWAP_HORIZON_DAYS * 24 * 3_600_000);
  const rows = await selectShifts(getDb(), shiftColumns)
    .where(
      and(
        eq(planningAssignments.employeeId, employeeId),
        gt(planningAssignments.startTime, now),
        lt(planningAssignments.startTime, until),
      ),
    )
    .orderBy(asc(planningAssignments.startTime));
  return rows.map(swapShift);
}

/** The colleagues a shift of `day` can be offered to: the other active employees with a contract that day. */
export async function colleaguesFor(employeeId: string, shiftStart: Date) {
  const day = formatInZone(shiftStart, "yyyy-MM-dd", getEnv().APP_TIME_ZONE);
  const rows = await getDb()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(and(eq(user.role, "employee"), isActiveAccount(), ne(user.id, employeeId), hasContractMeeting(day, day)))
    .orderBy(asc(user.lastName), asc(user.firstName));
  return rows.map((row) => ({ id: row.id, name: fullName(row) }));
}

/** A proposal as its two employees and the managers see it. */
export interface SwapView {
  id: string;
  status: SwapStatus;
  from: { id: string; name: string };
  to: { id: string; name: string };
  shift: SwapShift;
  /** The colleague's shift in exchange; null for a hand-over. */
  theirs: SwapShift | null;
}

const fromUser = alias(user, "from_user");
const toUser = alias(user, "to_user");

/** The proposals `where` selects, the latest first. */
async function readSwaps(where: SQL | undefined, db: Database | Tx = getDb()) {
  const rows = await db
    .select({
      id: shiftSwaps.id,
      status: shiftSwaps.status,
      planningId: shiftSwaps.planningId,
      theirPlanningId: shiftSwaps.theirPlanningId,
      from: { id: fromUser.id, name: personName(fromUser) },
      to: { id: toUser.id, name: personName(toUser) },
    })
    .from(shiftSwaps)
    .innerJoin(fromUser, eq(fromUser.id, shiftSwaps.fromEmployeeId))
    .innerJoin(toUser, eq(toUser.id, shiftSwaps.toEmployeeId))
    .where(where)
    .orderBy(desc(shiftSwaps.createdAt));
  const ids = [...new Set(rows.flatMap((row) => [row.planningId, row.theirPlanningId ?? row.planningId]))];
  const shifts =
    ids.length === 0
      ? []
      : await db
          .select(shiftColumns)
          .from(plannings)
          .leftJoin(sites, eq(sites.id, plannings.siteId))
          .where(inArray(plannings.id, ids));
  const byId = new Map(shifts.map((row) => [row.planningId, swapShift(row)]));
  return rows.flatMap((row): SwapView[] => {
    const shift = byId.get(row.planningId);
    if (!shift) return [];
    return [
      {
        id: row.id,
        status: row.status,
        from: row.from,
        to: row.to,
        shift,
        theirs: row.theirPlanningId ? (byId.get(row.theirPlanningId) ?? null) : null,
      },
    ];
  });
}

/** The employee's proposals, made and received, about shifts still to come; the cancelled ones are gone. */
export function swapsOf(employeeId: string, now: Date) {
  const comingShift = sql`exists (select 1 from ${plannings} where ${plannings.id} = ${shiftSwaps.planningId} and ${plannings.startTime} > ${now})`;
  return readSwaps(
    and(
      or(eq(shiftSwaps.fromEmployeeId, employeeId), eq(shiftSwaps.toEmployeeId, employeeId)),
      ne(shiftSwaps.status, "cancelled"),
      comingShift,
    ),
  );
}

/** The proposals both employees agreed on, waiting for a manager, the latest first. */
export function swapsToApprove() {
  return readSwaps(eq(shiftSwaps.status, "accepted"));
}

/** One proposal, locked for its answer. */
export async function lockSwap(tx: Tx, swapId: string) {
  if (!isUuid(swapId)) return null;
  const [swap] = await tx.select().from(shiftSwaps).where(eq(shiftSwaps.id, swapId)).for("update");
  return swap ?? null;
}

export async function viewSwap(tx: Tx, swapId: string): Promise<SwapView | null> {
  const [swap] = await readSwaps(eq(shiftSwaps.id, swapId), tx);
  return swap ?? null;
}
