import { MINUTE } from "../../lib/time";
import { contractedMinutesInMonth, type ServiceContractTerms } from "./service-contracts";

/** One employee's shift at the site, with their first arrival and last departure in force for it. */
export interface SiteShiftHours {
  /** The `YYYY-MM` month, in the company's zone, the shift starts in. */
  month: string;
  start: Date;
  end: Date;
  breakMinutes: number;
  arrival: Date | null;
  departure: Date | null;
}

/** A month at a site: what the client bought, what was planned, and what the punches show was delivered. */
export interface SiteMonthHours {
  month: string;
  contracted: number;
  planned: number;
  delivered: number;
  /** Shifts already ended with no arrival and departure both punched: planned, not shown as delivered. */
  unpunched: number;
  /** The month under way: what was delivered so far is not yet comparable with the whole month's contract. */
  ongoing: boolean;
}

const paidMinutes = (start: Date, end: Date, breakMinutes: number) =>
  Math.max(0, Math.round((end.getTime() - start.getTime()) / MINUTE) - breakMinutes);

/**
 * Each month's figures, in minutes: contracted from the contracts in force each day, planned from every shift, less
 * its break, and delivered from arrival to departure, less the same break, for the shifts punched both ways.
 */
export function siteMonthHours(
  months: readonly string[],
  contracts: readonly ServiceContractTerms[],
  shifts: readonly SiteShiftHours[],
  { now, thisMonth }: { now: Date; thisMonth: string },
): SiteMonthHours[] {
  return months.map((month) => {
    const figures: SiteMonthHours = {
      month,
      contracted: contractedMinutesInMonth(contracts, month),
      planned: 0,
      delivered: 0,
      unpunched: 0,
      ongoing: month === thisMonth,
    };
    for (const shift of shifts) {
      if (shift.month !== month) continue;
      figures.planned += paidMinutes(shift.start, shift.end, shift.breakMinutes);
      if (shift.arrival && shift.departure && shift.departure > shift.arrival) {
        figures.delivered += paidMinutes(shift.arrival, shift.departure, shift.breakMinutes);
      } else if (shift.end <= now) {
        figures.unpunched += 1;
      }
    }
    return figures;
  });
}
