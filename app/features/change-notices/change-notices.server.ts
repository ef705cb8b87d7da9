import { and, asc, eq, sql } from "drizzle-orm";
import {
  noticeMarks,
  noticePreferences,
  noticeSnapshots,
  personColumns,
  planningAssignments,
  plannings,
  sites,
  user,
} from "../../../db/schema";
import { getDb, queryRows, type Tx } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import { sendJob } from "../../lib/jobs.server";
import { deliverSoon, mailSettings, writeMail } from "../../lib/mail.server";
import { assignmentsStartingAfter } from "../../lib/planning-period.server";
import { selectShifts } from "../../lib/shifts.server";
import { type CurrentPlanning, diffNotices, isUrgentChange, URGENT_NOTICE_MS } from "./change-notices";
import { changeNoticeWithCalendars } from "./notice-mail";

export const NOTICES_JOB = "notices.send";
/** Changes made within this window after the first one go out in one mail. */
export const NOTICE_WINDOW_MS = 10 * 60_000;

export async function noticesEnabled(employeeId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ enabled: noticePreferences.enabled })
    .from(noticePreferences)
    .where(eq(noticePreferences.employeeId, employeeId));
  return row?.enabled ?? true;
}

export async function setNoticesEnabled(employeeId: string, enabled: boolean): Promise<void> {
  await getDb()
    .insert(noticePreferences)
    .values({ employeeId, enabled })
    .onConflictDoUpdate({ target: noticePreferences.employeeId, set: { enabled, updatedAt: new Date() } });
}

/**
 * The SEQUENCE each planning last had in a change notice to the employee, by planning id: the feed carries the same,
 * so that a calendar that read a notice does not take the feed's copy for an older version. Only the plannings still
 * to start are kept between notices; the others are back to 0, which no calendar asks about again.
 */
export async function noticeSequences(employeeId: string): Promise<Map<string, number>> {
  const rows = await getDb()
    .select({ planningId: noticeSnapshots.planningId, sequence: noticeSnapshots.sequence })
    .from(noticeSnapshots)
    .where(eq(noticeSnapshots.employeeId, employeeId));
  return new Map(rows.map((row) => [row.planningId, row.sequence]));
}

async function currentPlannings(tx: Tx, employeeId: string, now: Date): Promise<CurrentPlanning[]> {
  const rows = await selectShifts(tx, {
    planningId: plannings.id,
    start: plannings.startTime,
    end: plannings.endTime,
    title: plannings.title,
    location: plannings.location,
    siteName: sites.name,
    description: plannings.description,
    breakMinutes: plannings.breakMinutes,
    accessInstructions: sites.accessInstructions,
  })
    .where(and(eq(planningAssignments.employeeId, employeeId), assignmentsStartingAfter(now)))
    .orderBy(asc(planningAssignments.startTime));
  return rows.map(({ location, siteName, ...row }) => ({ ...row, place: siteName ?? location }));
}

/**
 * Tells one marked employee what changed, once their first mark is older than the window, or at once when a change
 * concerns a shift within 24 hours (`isUrgentChange`): the mail (unless nothing changed, the employee switched notices
 * off or is not an employee), the new snapshot and the mark's removal are one transaction. The mark is locked,
 * skipping a locked one: another instance, or a change still being written, has it. Returns the queued mail's id.
 */
async function noticeOne(employeeId: string, now: Date, cutoff: Date): Promise<string | null> {
  const env = getEnv();
  return getDb().transaction(async (tx) => {
    const [mark] = await tx
      .select({ firstMarkedAt: noticeMarks.firstMarkedAt })
      .from(noticeMarks)
      .where(eq(noticeMarks.employeeId, employeeId))
      .for("update", { skipLocked: true });
    if (!mark) return null;
    const [person] = await tx
      .select({
        ...personColumns,
        banned: user.banned,
        enabled: noticePreferences.enabled,
      })
      .from(user)
      .leftJoin(noticePreferences, eq(noticePreferences.employeeId, user.id))
      .where(eq(user.id, employeeId));
    const told = await tx
      .select({
        planningId: noticeSnapshots.planningId,
        start: noticeSnapshots.startTime,
        end: noticeSnapshots.endTime,
        title: noticeSnapshots.title,
        place: noticeSnapshots.place,
        description: noticeSnapshots.description,
        sequence: noticeSnapshots.sequence,
      })
      .from(noticeSnapshots)
      .where(eq(noticeSnapshots.employeeId, employeeId));
    const { changes, snapshot } = diffNotices(told, await currentPlannings(tx, employeeId, now), now);
    const due = mark.firstMarkedAt <= cutoff || changes.some((change) => isUrgentChange(change, now));
    if (!due) return null;
    await tx.delete(noticeMarks).where(eq(noticeMarks.employeeId, employeeId));
    if (!person) return null;
    await tx.delete(noticeSnapshots).where(eq(noticeSnapshots.employeeId, employeeId));
    if (snapshot.length > 0) {
      await tx
        .insert(noticeSnapshots)
        .values(
          snapshot.map(({ start, end, ...planning }) => ({ ...planning, employeeId, startTime: start, endTime: end })),
        );
    }
    const wanted = person.role === "employee" && !person.banned && person.enabled !== false;
    if (changes.length === 0 || !wanted) return null;
    const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
    const mail = changeNoticeWithCalendars({
      employee: { firstName: person.firstName, name, email: person.email },
      changes,
      zone: env.APP_TIME_ZONE,
      publicUrl: env.PUBLIC_URL,
      from: mailSettings().from,
      now,
    });
    return writeMail(tx, { to: person.email, ...mail });
  });
}

/**
 * The `notices.send` job: one mail per marked employee whose first unsent change is at least NOTICE_WINDOW_MS old,
 * or who has an urgent one, each exactly once across instances. Returns how many mails were queued.
 */
export async function sendChangeNotices(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - NOTICE_WINDOW_MS);
  const due = await queryRows<{ employee_id: string }>(sql`
    SELECT m.employee_id FROM ${noticeMarks} m
    WHERE m.first_marked_at <= ${cutoff} OR ${mayHaveUrgentChange(now)}
    ORDER BY m.first_marked_at`);
  let queued = 0;
  for (const { employee_id: employeeId } of due) {
    const mailId = await noticeOne(employeeId, now, cutoff);
    if (!mailId) continue;
    queued++;
    await deliverSoon([mailId]);
  }
  return queued;
}

/**
 * Whether the marked employee `m` may have an urgent change, cheaply, before their whole difference is worked out: a
 * shift of theirs starting within 24 hours that differs from what they were told (or was never told), or a shift they
 * were told of within 24 hours that is no longer planned as told. `isUrgentChange` decides on the difference itself.
 */
function mayHaveUrgentChange(now: Date) {
  const limit = new Date(now.getTime() + URGENT_NOTICE_MS);
  const planned = sql`(p.start_time, p.end_time, p.title, coalesce(s.name, p.location), p.description)`;
  const told = sql`(n.start_time, n.end_time, n.title, n.place, n.description)`;
  return sql`EXISTS (
      SELECT 1 FROM ${planningAssignments} a
      JOIN ${plannings} p ON p.id = a.planning_id
      LEFT JOIN ${sites} s ON s.id = p.site_id
      LEFT JOIN ${noticeSnapshots} n ON n.employee_id = a.employee_id AND n.planning_id = a.planning_id
      WHERE a.employee_id = m.employee_id AND a.end_time > ${now} AND a.start_time > ${now} AND a.start_time < ${limit}
        AND (n.planning_id IS NULL OR ${planned} IS DISTINCT FROM ${told}))
    OR EXISTS (
      SELECT 1 FROM ${noticeSnapshots} n
      LEFT JOIN ${planningAssignments} a ON a.employee_id = n.employee_id AND a.planning_id = n.planning_id
      LEFT JOIN ${plannings} p ON p.id = a.planning_id
      LEFT JOIN ${sites} s ON s.id = p.site_id
      WHERE n.employee_id = m.employee_id AND n.start_time > ${now} AND n.start_time < ${limit}
        AND (a.id IS NULL OR ${planned} IS DISTINCT FROM ${told}))`;
}

/**
 * Runs the notices job now rather than at its next minute, after a write to plannings: an urgent change is mailed
 * within seconds; the others wait for their window as before.
 */
export async function sendUrgentNoticesNow(): Promise<void> {
  await sendJob(NOTICES_JOB, {});
}
