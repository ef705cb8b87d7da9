import { and, asc, desc, eq, gt, lt, lte } from "drizzle-orm";
import { planningAssignments, plannings, punches, sites, user } from "../../../db/schema";
import type { PunchFlag, PunchMethod } from "../../domain/enums";
import type { PunchKind } from "../../domain/punches";
import { type Database, getDb, type Tx } from "../../lib/db.server";
import { personName } from "../../lib/person-name.server";
import { hasArrived, inForce } from "../../lib/punch-sql.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import {
  matchShift,
  OPEN_ARRIVAL_HOURS,
  phonePunchTime,
  repeatsLast,
  type SiteShift,
  watchedSince,
} from "./punch-match";
import { inValidatedWeek, lockEmployeePunches } from "./timesheet-weeks.server";

export interface Punch {
  id: string;
  kind: PunchKind;
  siteId: string;
  at: Date;
  planningId: string | null;
  flags: PunchFlag[];
}

/** The columns a punch is read by as `Punch`. */
export const punchColumns = {
  id: punches.id,
  kind: punches.kind,
  siteId: punches.siteId,
  at: punches.at,
  planningId: punches.planningId,
  flags: punches.flags,
};

/**
 * The employee's last punch in force of the hours before `now`, at any site. A punch sent late from a phone passes
 * `upTo`, its own time, to be read among those made meanwhile; a live one reads them all, since a tap on another
 * instance may have taken a clock a few milliseconds ahead of this one and still been written first.
 */
async function lastPunch(db: Database | Tx, employeeId: string, now: Date, upTo?: Date): Promise<Punch | null> {
  const [last] = await db
    .select(punchColumns)
    .from(punches)
    .where(
      and(
        eq(punches.employeeId, employeeId),
        gt(punches.at, watchedSince(now)),
        upTo ? lte(punches.at, upTo) : undefined,
        inForce,
      ),
    )
    .orderBy(desc(punches.at))
    .limit(1);
  return last ?? null;
}

/** The employee's shifts at the site that meet the hours around `now`, and whether they arrived for each. */
function shiftsAround(db: Database | Tx, employeeId: string, siteId: string, now: Date): Promise<SiteShift[]> {
  const until = new Date(now.getTime() + OPEN_ARRIVAL_HOURS * 3_600_000);
  return selectAssignedPlannings(db, {
    planningId: plannings.id,
    title: plannings.title,
    start: plannings.startTime,
    end: plannings.endTime,
    arrived: hasArrived,
  })
    .where(
      and(
        eq(planningAssignments.employeeId, employeeId),
        eq(plannings.siteId, siteId),
        gt(planningAssignments.endTime, watchedSince(now)),
        lt(planningAssignments.startTime, until),
      ),
    )
    .orderBy(asc(plannings.startTime));
}

/** The arrival at this site that no departure has closed yet, if the last punch is one. */
const openArrivalAt = (last: Punch | null, siteId: string) =>
  last?.kind === "in" && last.siteId === siteId ? last : null;

export interface PunchState {
  /** The arrival still open at this site: the next punch is a departure. */
  arrival: Punch | null;
  /** The shift the next punch would belong to; null: *hors planning*. */
  shift: SiteShift | null;
}

/** What the pointage page shows an employee at a site: arrived or not, and for which shift. */
export async function punchState(employeeId: string, siteId: string, now: Date): Promise<PunchState> {
  const db = getDb();
  const [last, shifts] = await Promise.all([lastPunch(db, employeeId, now), shiftsAround(db, employeeId, siteId, now)]);
  const arrival = openArrivalAt(last, siteId);
  const shift = arrival
    ? (shifts.find((s) => s.planningId === arrival.planningId) ?? null)
    : matchShift(shifts, "in", now);
  return { arrival, shift };
}

export interface PunchRequest {
  employeeId: string;
  siteId: string;
  kind: PunchKind;
  method: PunchMethod;
  /** Who makes it: the employee, or a manager entering it. */
  authorId: string;
}

/**
 * Records an arrival or a departure at the server's time. The employee is locked first, so that two taps, from two
 * instances or two tabs, are read one after the other: the second of the same button within two minutes answers the
 * first (`repeated`). A departure goes with the open arrival's shift (or, after an arrival outside the plan, with the
 * shift it ends); one with no arrival is kept, and flagged.
 */
export function recordPunch(asked: PunchRequest, now: Date): Promise<{ punch: Punch; repeated: boolean }> {
  return getDb().transaction(async (tx) => {
    await lockEmployeePunches(tx, asked.employeeId);
    return writePunch(tx, asked, { at: now, recordedAt: now, phoneAt: null, flags: [] });
  });
}

export type PhonePunchOutcome = { ok: true; punch: Punch; repeated: boolean } | { ok: false; reason: "WEEK_LOCKED" };

/**
 * Records a punch kept on the phone offline and sent later: at the phone's time (phonePunchTime), flagged when it
 * is late, and matched and repeated as if made then, so that sending it twice records it once. A week a manager has
 * validated takes none.
 */
export function recordPhonePunch(
  asked: PunchRequest,
  phoneAt: Date,
  now: Date,
  { toleranceMinutes, zone }: { toleranceMinutes: number; zone: string },
): Promise<PhonePunchOutcome> {
  const { at, flags } = phonePunchTime(phoneAt, now, toleranceMinutes);
  return getDb().transaction(async (tx) => {
    await lockEmployeePunches(tx, asked.employeeId);
    if (await inValidatedWeek(tx, asked.employeeId, [at], zone)) return { ok: false, reason: "WEEK_LOCKED" };
    return { ok: true, ...(await writePunch(tx, asked, { at, recordedAt: now, phoneAt, flags })) };
  });
}

interface PunchTimes {
  at: Date;
  recordedAt: Date;
  phoneAt: Date | null;
  flags: PunchFlag[];
}

/** Writes a punch in the caller's transaction, the employee already locked. */
async function writePunch(
  tx: Tx,
  asked: PunchRequest,
  times: PunchTimes,
): Promise<{ punch: Punch; repeated: boolean }> {
  const { at } = times;
  const last = await lastPunch(tx, asked.employeeId, at, times.phoneAt ? at : undefined);
  if (last && repeatsLast(last, { kind: asked.kind, siteId: asked.siteId, at })) return { punch: last, repeated: true };
  const arrival = openArrivalAt(last, asked.siteId);
  const planningId =
    asked.kind === "out" && arrival?.planningId
      ? arrival.planningId
      : (matchShift(await shiftsAround(tx, asked.employeeId, asked.siteId, at), asked.kind, at)?.planningId ?? null);
  const flags: PunchFlag[] = asked.kind === "out" && !arrival ? ["no-arrival", ...times.flags] : times.flags;
  const [punch] = await tx
    .insert(punches)
    .values({ ...asked, ...times, planningId, flags })
    .returning(punchColumns);
  if (!punch) throw new Error("The punch was not written.");
  return { punch, repeated: false };
}

export interface OnSite {
  employeeId: string;
  name: string;
  site: string;
  since: Date;
}

/** Who is on site now: each employee whose last punch in force of the past hours is an arrival, the latest first. */
export async function onSiteNow(now: Date): Promise<OnSite[]> {
  const lastPunches = await getDb()
    .selectDistinctOn([punches.employeeId], {
      employeeId: punches.employeeId,
      kind: punches.kind,
      since: punches.at,
      site: sites.name,
      name: personName(),
    })
    .from(punches)
    .innerJoin(sites, eq(sites.id, punches.siteId))
    .innerJoin(user, eq(user.id, punches.employeeId))
    .where(and(gt(punches.at, watchedSince(now)), inForce))
    .orderBy(punches.employeeId, desc(punches.at));
  return lastPunches
    .filter((row) => row.kind === "in")
    .map(({ kind: _kind, ...onSite }) => onSite)
    .toSorted((a, b) => b.since.getTime() - a.since.getTime());
}
