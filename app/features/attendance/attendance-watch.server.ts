import { and, eq, gt, isNotNull, lte } from "drizzle-orm";
import { noShowAlerts, planningAssignments, plannings, sites, user } from "../../../db/schema";
import { fullName } from "../../domain/people";
import { staffHomePanelUrl } from "../../domain/staff-home-panels";
import { getDb } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import { queueMail } from "../../lib/mail.server";
import { managersAddress } from "../../lib/managers.server";
import { firstArrival, lastDeparture } from "../../lib/punch-sql.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import { formatInZone } from "../../lib/time";
import { isUuid } from "../../lib/uuid";
import { noShowEmployeeMail, noShowManagersMail } from "../../mail/no-show";
import type { WatchedShift } from "./attendance-lists";
import { watchedSince } from "./punch-match";

export const NO_SHOW_JOB = "attendance.no-shows";

/** A watched shift with what its no-show mail needs of the employee. */
type AlertedShift = WatchedShift & { email: string; firstName: string };

/**
 * Each employee's shifts started in the past hours (and not after `now`), at sites whose code is posted: only there
 * can anyone punch. With their punches for each.
 */
export async function watchedShifts(
  now: Date,
  only?: { planningId: string; employeeId: string },
): Promise<AlertedShift[]> {
  const rows = await selectAssignedPlannings(getDb(), {
    planningId: plannings.id,
    employeeId: planningAssignments.employeeId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    title: plannings.title,
    site: sites.name,
    start: plannings.startTime,
    end: plannings.endTime,
    arrivedAt: firstArrival,
    leftAt: lastDeparture,
  })
    .innerJoin(sites, eq(sites.id, plannings.siteId))
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(
      and(
        isNotNull(sites.attendanceCodeHash),
        eq(plannings.isAllDay, false),
        gt(planningAssignments.startTime, watchedSince(now)),
        lte(planningAssignments.startTime, now),
        only ? eq(planningAssignments.planningId, only.planningId) : undefined,
        only ? eq(planningAssignments.employeeId, only.employeeId) : undefined,
      ),
    );
  return rows.map((row) => ({ ...row, name: fullName(row) }));
}

/** One employee's shift started by `now` that they have not punched in for; null otherwise. */
export async function notPunchedShift(planningId: string, employeeId: string, now: Date): Promise<WatchedShift | null> {
  if (!isUuid(planningId)) return null;
  const [shift] = await watchedShifts(now, { planningId, employeeId });
  return shift && !shift.arrivedAt ? shift : null;
}

/**
 * The *non pointé* alerts: each shift someone on it has not punched in for `minutes` after its start gets one row,
 * and the managers one mail and the employee one, once, whichever instance runs the job. Answers how many were sent.
 */
export async function alertNoShows(now: Date, minutes: number): Promise<number> {
  const due = (await watchedShifts(new Date(now.getTime() - minutes * 60_000))).filter((shift) => !shift.arrivedAt);
  if (due.length === 0) return 0;
  const fresh = await getDb()
    .insert(noShowAlerts)
    .values(due.map(({ planningId, employeeId }) => ({ planningId, employeeId })))
    .onConflictDoNothing()
    .returning({ planningId: noShowAlerts.planningId, employeeId: noShowAlerts.employeeId });
  const alerted = new Set(fresh.map((row) => `${row.planningId}:${row.employeeId}`));
  const toTell = due.filter((shift) => alerted.has(`${shift.planningId}:${shift.employeeId}`));
  const managers = toTell.length > 0 ? await managersAddress() : null;
  for (const shift of toTell) await tell(shift, managers, Math.floor((now.getTime() - shift.start.getTime()) / 60_000));
  return toTell.length;
}

async function tell(shift: AlertedShift, managers: string | null, minutes: number) {
  const { APP_TIME_ZONE: zone, PUBLIC_URL } = getEnv();
  const start = formatInZone(shift.start, "HH:mm", zone);
  const words = {
    employee: shift.name,
    firstName: shift.firstName,
    start,
    when: `${formatInZone(shift.start, "EEEE d MMMM", zone)}, ${start} – ${formatInZone(shift.end, "HH:mm", zone)}`,
    shift: `${shift.title} · ${shift.site}`,
    minutes,
    homeUrl: staffHomePanelUrl(PUBLIC_URL, "late"),
    punchUrl: `${PUBLIC_URL}/pointage`,
  };
  if (managers) await queueMail({ to: managers, ...noShowManagersMail(words) });
  await queueMail({ to: shift.email, ...noShowEmployeeMail(words) });
}
