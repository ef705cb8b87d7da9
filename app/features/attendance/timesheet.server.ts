import { and, asc, eq, gt, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { planningAssignments, plannings, punches, sites, user } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { personName } from "../../lib/person-name.server";
import { selectShifts } from "../../lib/shifts.server";
import { formatDateTime, type WeekRange } from "../../lib/time";
import { weekNavigation } from "../../lib/week-navigation";
import { reportsOfWeek } from "./punch-reports.server";
import { punchColumns } from "./punches.server";
import { buildTimesheet, type PlannedShift, type PunchRecord } from "./timesheet";
import { timesheetView } from "./timesheet-view";
import { weekValidation } from "./timesheet-weeks.server";

const HALF_DAY = 12 * 3_600_000;
const author = alias(user, "author");

/**
 * What the week's sheet is built from: the employee's shifts that start in the week, and every punch of theirs,
 * corrections and the rows they replaced included, from half a day before to half a day after (a night's shift).
 */
export async function timesheetInputs(
  employeeId: string,
  week: { start: Date; end: Date },
): Promise<{ shifts: PlannedShift[]; records: PunchRecord[] }> {
  const db = getDb();
  const [shifts, rows] = await Promise.all([
    selectShifts(db, {
      planningId: plannings.id,
      title: plannings.title,
      site: sites.name,
      siteId: plannings.siteId,
      start: plannings.startTime,
      end: plannings.endTime,
      breakMinutes: planningAssignments.breakMinutes,
    })
      .where(
        and(
          eq(planningAssignments.employeeId, employeeId),
          gt(planningAssignments.startTime, new Date(week.start.getTime() - 1)),
          lt(planningAssignments.startTime, week.end),
          eq(plannings.isAllDay, false),
        ),
      )
      .orderBy(asc(plannings.startTime)),
    db
      .select({
        ...punchColumns,
        site: sites.name,
        method: punches.method,
        author: personName<string | null>(author),
        supersedesId: punches.supersedesId,
        reason: punches.reason,
        phoneAt: punches.phoneAt,
        recordedAt: punches.recordedAt,
      })
      .from(punches)
      .innerJoin(sites, eq(sites.id, punches.siteId))
      .leftJoin(author, eq(author.id, punches.authorId))
      .where(
        and(
          eq(punches.employeeId, employeeId),
          gt(punches.at, new Date(week.start.getTime() - HALF_DAY)),
          lt(punches.at, new Date(week.end.getTime() + HALF_DAY)),
        ),
      ),
  ]);
  const records = rows.map(({ author, phoneAt, recordedAt, ...row }) => ({
    ...row,
    sentAt: phoneAt ? recordedAt : null,
    author: author ?? "Compte supprimé",
  }));
  return { shifts, records };
}

/**
 * What a timesheet page shows of one employee's week, the manager's and the employee's alike: the sheet with the
 * employee's reports, who validated it, and whether it is over (and so can be validated).
 */
export async function weekSheet(
  employeeId: string,
  week: WeekRange,
  zone: string,
  toleranceMinutes: number,
  now = new Date(),
) {
  const [{ shifts, records }, validation, reports] = await Promise.all([
    timesheetInputs(employeeId, week),
    weekValidation(employeeId, week.monday),
    reportsOfWeek(employeeId, week),
  ]);
  return {
    week: weekNavigation(week.monday),
    sheet: timesheetView(buildTimesheet(shifts, records, toleranceMinutes), zone, reports),
    validation: validation && { by: validation.by, at: formatDateTime(validation.at, zone) },
    weekOver: week.end.getTime() <= now.getTime(),
    zone,
  };
}
