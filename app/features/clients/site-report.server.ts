import { and, asc, eq, gte, lt } from "drizzle-orm";
import { planningAssignments, plannings, user } from "../../../db/schema";
import { siteAddressLine } from "../../domain/sites";
import { getDb } from "../../lib/db.server";
import { firstArrival, lastDeparture } from "../../lib/punch-sql.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import { dayStart, monthDays, todayIn } from "../../lib/time";
import { listServiceContracts } from "./service-contracts.server";
import { siteWithClient } from "./site-file.server";
import { type SiteMonthHours, siteMonthHours } from "./site-month-hours";

/** One visit of the month: when, who (first name only, as a client sees them), and whether it was punched. */
export interface ReportVisit {
  start: Date;
  end: Date;
  firstName: string;
  arrival: Date | null;
  departure: Date | null;
}

export interface SiteMonthReport {
  site: { name: string; address: string; client: string };
  month: string;
  hours: SiteMonthHours;
  visits: ReportVisit[];
}

/**
 * What a site's monthly report says of the work: the month's contracted, planned and delivered hours, and each visit
 * with its time window, its agent's first name and its punches. Null for an unknown site or month.
 */
export async function siteMonthReport(
  siteId: string,
  month: string,
  zone: string,
  now: Date,
): Promise<SiteMonthReport | null> {
  const days = monthDays(month);
  if (!days) return null;
  const site = await siteWithClient(siteId);
  if (!site) return null;
  const [contracts, visits] = await Promise.all([
    listServiceContracts(siteId),
    selectAssignedPlannings(getDb(), {
      start: planningAssignments.startTime,
      end: planningAssignments.endTime,
      breakMinutes: plannings.breakMinutes,
      firstName: user.firstName,
      arrival: firstArrival,
      departure: lastDeparture,
    })
      .innerJoin(user, eq(user.id, planningAssignments.employeeId))
      .where(
        and(
          eq(plannings.siteId, siteId),
          gte(planningAssignments.startTime, new Date(dayStart(days.first, zone))),
          lt(planningAssignments.startTime, new Date(dayStart(days.next, zone))),
        ),
      )
      .orderBy(asc(planningAssignments.startTime), asc(user.firstName)),
  ]);
  const thisMonth = todayIn(zone, now).slice(0, 7);
  const [hours] = siteMonthHours(
    [month],
    contracts,
    visits.map((visit) => ({ ...visit, month })),
    { now, thisMonth },
  );
  if (!hours) return null;
  return {
    site: { name: site.name, address: siteAddressLine(site), client: site.clientName },
    month,
    hours,
    visits: visits.map(({ start, end, firstName, arrival, departure }) => ({
      start,
      end,
      firstName,
      arrival,
      departure,
    })),
  };
}
