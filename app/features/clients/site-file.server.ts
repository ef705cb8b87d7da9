import { and, eq, gte, lt, sql } from "drizzle-orm";
import { clients, planningAssignments, plannings, quoteRequests, sitePlaceColumns, sites } from "../../../db/schema";
import type { Frequency } from "../../domain/enums";
import { siteAddressLine } from "../../domain/sites";
import { getDb } from "../../lib/db.server";
import { firstArrival, lastDeparture } from "../../lib/punch-sql.server";
import { selectAssignedPlannings } from "../../lib/shifts.server";
import { dayStart, monthDays } from "../../lib/time";
import { monthsUpTo } from "./service-contracts";
import { listServiceContracts, type ServiceContractRow } from "./service-contracts.server";
import { type SiteMonthHours, siteMonthHours } from "./site-month-hours";

/** How many months, this one included, a site's page shows the hours of. */
export const SITE_HOURS_MONTHS = 6;

export interface SiteFile {
  id: string;
  name: string;
  address: string;
  active: boolean;
  /** Under this score (percent), an inspection opens a corrective action. */
  inspectionThreshold: number;
  /** The client it belongs to, with its page; only a name for a site made before clients existed. */
  client: { id: string | null; name: string };
  contracts: ServiceContractRow[];
  /** The frequency the quote request it was made from asked for: a first contract starts from it. */
  askedFrequency: Frequency | null;
  /** The latest month first. */
  months: SiteMonthHours[];
}

/**
 * A site, where it is and whose it is: its client's name, or the name typed for a site made before clients existed;
 * undefined when there is no such site.
 */
export async function siteWithClient(id: string) {
  const [site] = await getDb()
    .select({
      ...sitePlaceColumns,
      active: sites.active,
      inspectionThreshold: sites.inspectionThreshold,
      clientId: sites.clientId,
      clientName: sql<string>`coalesce(${clients.name}, ${sites.clientName})`,
    })
    .from(sites)
    .leftJoin(clients, eq(clients.id, sites.clientId))
    .where(eq(sites.id, id));
  return site;
}

/** A site's page: where it is, whose it is, its service contracts and its hours month by month; null when none. */
export async function siteFile(id: string, today: string, zone: string, now: Date): Promise<SiteFile | null> {
  const site = await siteWithClient(id);
  if (!site) return null;
  const months = monthsUpTo(today, SITE_HOURS_MONTHS);
  const [contracts, shifts, [quote]] = await Promise.all([
    listServiceContracts(id),
    shiftsOfMonths(id, months, zone),
    getDb()
      .select({ frequency: quoteRequests.frequency })
      .from(quoteRequests)
      .where(eq(quoteRequests.siteId, id))
      .limit(1),
  ]);
  return {
    id: site.id,
    name: site.name,
    address: siteAddressLine(site),
    active: site.active,
    inspectionThreshold: site.inspectionThreshold,
    client: { id: site.clientId, name: site.clientName },
    contracts,
    // The column's check keeps it to the form's list.
    askedFrequency: (quote?.frequency as Frequency | undefined) ?? null,
    months: siteMonthHours(months, contracts, shifts, { now, thisMonth: today.slice(0, 7) }),
  };
}

/**
 * A site's contracted, planned and punched hours of the last SITE_HOURS_MONTHS months, the latest first: what the
 * portal shows of a site whose row its caller has read already.
 */
export async function siteHoursMonths(id: string, today: string, zone: string, now: Date): Promise<SiteMonthHours[]> {
  const months = monthsUpTo(today, SITE_HOURS_MONTHS);
  const [contracts, shifts] = await Promise.all([listServiceContracts(id), shiftsOfMonths(id, months, zone)]);
  return siteMonthHours(months, contracts, shifts, { now, thisMonth: today.slice(0, 7) });
}

/** Every assignment at the site starting in the months (the latest first), with its punches and its month in `zone`. */
async function shiftsOfMonths(siteId: string, months: readonly string[], zone: string) {
  const first = monthDays(months.at(-1) ?? "");
  const last = monthDays(months[0] ?? "");
  if (!first || !last) return [];
  return selectAssignedPlannings(getDb(), {
    month: sql<string>`to_char(${planningAssignments.startTime} at time zone ${zone}, 'YYYY-MM')`,
    start: planningAssignments.startTime,
    end: planningAssignments.endTime,
    breakMinutes: plannings.breakMinutes,
    arrival: firstArrival,
    departure: lastDeparture,
  }).where(
    and(
      eq(plannings.siteId, siteId),
      gte(planningAssignments.startTime, new Date(dayStart(first.first, zone))),
      lt(planningAssignments.startTime, new Date(dayStart(last.next, zone))),
    ),
  );
}
