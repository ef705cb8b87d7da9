import { and, eq, gt } from "drizzle-orm";
import { planningAssignments, plannings, sites } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import { queueMail } from "../../lib/mail.server";
import { managersAddress } from "../../lib/managers.server";
import { selectShifts } from "../../lib/shifts.server";
import { formatInZone } from "../../lib/time";
import { isUuid } from "../../lib/uuid";
import { cannotComeMail } from "../../mail/cannot-come";
import { timeRange } from "./my-week";

/** One of the employee's shifts not started at `now`, as the managers' mail names it; null for anyone else's. */
export async function ownComingShift(employeeId: string, planningId: string, now: Date) {
  if (!isUuid(planningId)) return null;
  const [shift] = await selectShifts(getDb(), {
    id: plannings.id,
    startTime: plannings.startTime,
    endTime: plannings.endTime,
    title: plannings.title,
    location: plannings.location,
    siteName: sites.name,
  }).where(
    and(
      eq(planningAssignments.employeeId, employeeId),
      eq(planningAssignments.planningId, planningId),
      gt(planningAssignments.startTime, now),
    ),
  );
  return shift ?? null;
}

export type ComingShift = NonNullable<Awaited<ReturnType<typeof ownComingShift>>>;

/** One mail to every active manager and admin at once, outside the change notices' batch: they see who else knows. */
export async function tellManagersCannotCome(input: {
  employee: string;
  reason: string;
  shift: ComingShift;
  freed: number;
  note: string | null;
}) {
  const { APP_TIME_ZONE: zone, PUBLIC_URL } = getEnv();
  const { shift } = input;
  const times = { startTime: shift.startTime.toISOString(), endTime: shift.endTime.toISOString() };
  const mail = cannotComeMail({
    employee: input.employee,
    reason: input.reason,
    when: `${formatInZone(shift.startTime, "EEEE d MMMM", zone)}, ${timeRange(times, zone)}`,
    shift: [shift.title, shift.siteName ?? shift.location].filter(Boolean).join(" · "),
    freed: input.freed,
    note: input.note,
    url: `${PUBLIC_URL}/admin/replacements/${shift.id}`,
  });
  const to = await managersAddress();
  if (to) await queueMail({ to, ...mail });
}
