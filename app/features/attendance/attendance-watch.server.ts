import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { noShowAlerts, planningAssignments, plannings, sites, user } from "../../../db/schema";
import { fullName } from "../../domain/people";
import { getDb } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import { queueMail } from "../../lib/mail.server";
import { managersAddress } from "../../lib/managers.server";
import { formatInZone } from "../../lib/time";
import { isUuid } from "../../lib/uuid";
import { noShowEmployeeMail, noShowManagersMail } from "../../mail/no-show";
import type { WatchedShift } from "./attendance-lists";
import { OPEN_ARRIVAL_HOURS } from "./punch-match";

export const NO_SHOW_JOB = "attendance.no-shows";

const HOUR = 3_600_000;

/** The first arrival or the last departure in force of the assignment's employee for its planning. */
const punchOf = (kind: "in" | "out") =>
  sql<Date | null>`(select ${sql.raw(kind === "in" ? "min" : "max")}(p.at) from punches p
    where p.planning_id = ${plannings.id} and p.employee_id = ${planningAssignments.employeeId} and p.kind = ${kind}
    and not exists (select 1 from punches c where c.supersedes_id = p.id))`.mapWith((value) =>
    value === null ? null : new Date(value as string),
  );

/**
 * Each employee's shifts started in the past hours (and not after `now`), at sites whose code is posted: only there
 * can anyone punch. With their punches for each.
 */
export async function watchedShifts(
  now: Date,
  only?: { planningId: string; employeeId: string },
): Promise<WatchedShift[]> {
  const rows = await getDb()
    .select({
      planningId: plannings.id,
      employeeId: planningAssignments.employeeId,
      firstName: user.firstName,
      lastName: user.lastName,
      title: plannings.title,
      site: sites.name,
      start: plannings.startTime,
      end: plannings.endTime,
      arrivedAt: punchOf("in"),
      leftAt: punchOf("out"),
    })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .innerJoin(sites, eq(sites.id, plannings.siteId))
    .innerJoin(user, eq(user.id, planningAssignments.employeeId))
    .where(
      and(
        isNotNull(sites.attendanceCodeHash),
        eq(plannings.isAllDay, false),
        gt(planningAssignments.startTime, new Date(now.getTime() - OPEN_ARRIVAL_HOURS * HOUR)),
        lte(planningAssignments.startTime, now),
        only ? eq(planningAssignments.planningId, only.planningId) : undefined,
        only ? eq(planningAssignments.employeeId, only.employeeId) : undefined,
      ),
    );
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: fullName({ firstName, lastName }),
  }));
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
  let sent = 0;
  for (const shift of due) {
    const [fresh] = await getDb()
      .insert(noShowAlerts)
      .values({ planningId: shift.planningId, employeeId: shift.employeeId })
      .onConflictDoNothing()
      .returning({ planningId: noShowAlerts.planningId });
    if (!fresh) continue;
    await tell(shift, Math.floor((now.getTime() - shift.start.getTime()) / 60_000));
    sent += 1;
  }
  return sent;
}

async function tell(shift: WatchedShift, minutes: number) {
  const { APP_TIME_ZONE: zone, PUBLIC_URL } = getEnv();
  const [employee] = await getDb()
    .select({ email: user.email, firstName: user.firstName })
    .from(user)
    .where(eq(user.id, shift.employeeId));
  const start = formatInZone(shift.start, "HH:mm", zone);
  const words = {
    employee: shift.name,
    firstName: employee?.firstName ?? "",
    start,
    when: `${formatInZone(shift.start, "EEEE d MMMM", zone)}, ${start} – ${formatInZone(shift.end, "HH:mm", zone)}`,
    shift: `${shift.title} · ${shift.site}`,
    minutes,
    homeUrl: `${PUBLIC_URL}/admin#non-pointes`,
    punchUrl: `${PUBLIC_URL}/pointage`,
  };
  const managers = await managersAddress();
  if (managers) await queueMail({ to: managers, ...noShowManagersMail(words) });
  if (employee) await queueMail({ to: employee.email, ...noShowEmployeeMail(words) });
}
