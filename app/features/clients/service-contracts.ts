import type { Frequency, Pricing } from "../../domain/enums";
import type { DayPeriod } from "../../lib/day-periods";
import { type DayNumber, dayText, monthDays, parseDay, shiftDay } from "../../lib/time";

/** A site's weekly hours are whole quarter hours, up to a whole week. */
export const MAX_WEEKLY_MINUTES = 168 * 60;
/** The largest price typed, in euros: a month's fee for a large site, well above any hourly rate. */
export const MAX_PRICE_EUROS = 1_000_000;

/** A service contract's terms, as listed and as the month's figures read them. */
export interface ServiceContractTerms {
  weeklyMinutes: number;
  frequency: Frequency;
  pricing: Pricing | null;
  priceCents: number | null;
  /** `YYYY-MM-DD`, both inclusive; `endsOn` null while it runs. */
  startsOn: string;
  endsOn: string | null;
}

/**
 * Reads 'Heures par semaine' ('12', '12,5', '12.25') as minutes; null unless it is a whole number of quarter hours,
 * more than 0 and at most 168.
 */
export function parseWeeklyHours(text: string): number | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(normalised)) return null;
  const minutes = Number(normalised) * 60;
  if (!Number.isInteger(minutes) || minutes % 15 !== 0 || minutes <= 0 || minutes > MAX_WEEKLY_MINUTES) return null;
  return minutes;
}

/** Minutes as the form's hours ('12.5'), the value a number input takes. */
export function weeklyHoursInput(minutes: number): string {
  return String(minutes / 60);
}

/** Reads a price in euros as typed ('1250', '1 250,50', '27.5') as cents; null unless it is more than 0. */
export function parsePriceCents(text: string): number | null {
  const normalised = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(normalised)) return null;
  const cents = Math.round(Number(normalised) * 100);
  return cents > 0 && cents <= MAX_PRICE_EUROS * 100 ? cents : null;
}

/**
 * The contract that ended the day before `contract` began: the one its addition closed, which a correction of its
 * first day moves along and its deletion reopens (docs/decisions/060-service-contracts.md).
 */
export function previousContract<T extends DayPeriod>(contracts: readonly T[], contract: DayPeriod): T | null {
  return contracts.find((other) => other.endsOn !== null && shiftDay(other.endsOn, 1) === contract.startsOn) ?? null;
}

/** How many days of `from`–`until` (day numbers, `until` exclusive) the contract covers. */
function coveredDays(contract: ServiceContractTerms, from: DayNumber, until: DayNumber): number {
  const start = Math.max(from, parseDay(contract.startsOn));
  const end = Math.min(until, contract.endsOn === null ? until : parseDay(contract.endsOn) + 1);
  return Math.max(0, end - start);
}

/**
 * The minutes a site's contracts buy in a `YYYY-MM` month: each contract's weekly minutes for each day it covers, a
 * seventh a day, so that a contract changed mid-month counts each part at its own rate. Rounded to the minute.
 */
export function contractedMinutesInMonth(contracts: readonly ServiceContractTerms[], month: string): number {
  const days = monthDays(month);
  if (!days) return 0;
  const sevenths = contracts.reduce(
    (sum, contract) => sum + contract.weeklyMinutes * coveredDays(contract, days.first, days.next),
    0,
  );
  return Math.round(sevenths / 7);
}

/** The `YYYY-MM` months that end with the month of `today`, `count` of them, the latest first. */
export function monthsUpTo(today: string, count: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/** A `YYYY-MM` month as French text: 'novembre 2026'. */
export function monthTitle(month: string): string {
  const days = monthDays(month);
  if (!days) return month;
  return new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${dayText(days.first)}T00:00:00Z`),
  );
}
