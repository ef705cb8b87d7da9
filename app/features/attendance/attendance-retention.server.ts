import { and, lt } from "drizzle-orm";
import { labourOverrides, noShowAlerts, punches, punchReports, timesheetWeeks } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { inForce } from "../../lib/punch-sql.server";
import { dayOfInstant, dayText } from "../../lib/time";

/** How long punches and validated weeks are kept (docs/decisions/055-attendance-retention.md). */
export const ATTENDANCE_RETENTION_YEARS = 5;
/** A no-show alert only keeps the job from telling twice: it goes after 90 days. */
export const NO_SHOW_ALERT_RETENTION_DAYS = 90;
export const ATTENDANCE_RETENTION_JOB = "attendance.retention";

export interface AttendanceDeletions {
  punches: number;
  reports: number;
  weeks: number;
  alerts: number;
  overrides: number;
}

/**
 * Deletes the punches, forgotten-punch reports and labour-rule overrides older than five years, the validated weeks
 * that ended before then, and the no-show alerts older than 90 days. An override goes with the hours it excused
 * (docs/rgpd.md). A correction refers to the row it replaced, so the rows no correction replaced go first, round
 * after round, until none is left: a chain goes once its newest row is past the limit.
 */
export async function deleteExpiredAttendance(now = new Date()): Promise<AttendanceDeletions> {
  const db = getDb();
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() - ATTENDANCE_RETENTION_YEARS);
  let deletedPunches = 0;
  for (;;) {
    const round = await db
      .delete(punches)
      .where(and(lt(punches.at, limit), inForce))
      .returning({ id: punches.id });
    if (round.length === 0) break;
    deletedPunches += round.length;
  }
  const reports = await db.delete(punchReports).where(lt(punchReports.at, limit)).returning({ id: punchReports.id });
  const weeks = await db
    .delete(timesheetWeeks)
    .where(lt(timesheetWeeks.monday, dayText(dayOfInstant(limit.getTime(), "UTC") - 6)))
    .returning({ monday: timesheetWeeks.monday });
  const alerts = await db
    .delete(noShowAlerts)
    .where(lt(noShowAlerts.alertedAt, new Date(now.getTime() - NO_SHOW_ALERT_RETENTION_DAYS * 86_400_000)))
    .returning({ at: noShowAlerts.alertedAt });
  const overrides = await db
    .delete(labourOverrides)
    .where(lt(labourOverrides.createdAt, limit))
    .returning({ id: labourOverrides.id });
  return {
    punches: deletedPunches,
    reports: reports.length,
    weeks: weeks.length,
    alerts: alerts.length,
    overrides: overrides.length,
  };
}
