import { shiftDay } from "../../../lib/time";
import { buildRule, occurrencesBetween, readRule } from "./recurrence";
import { SERIES_HORIZON_WEEKS } from "./repeat";

/** The last day occurrences exist for, `today` being the company's date. */
export function horizonOf(today: string): string {
  return shiftDay(today, SERIES_HORIZON_WEEKS * 7);
}

/** The series' first day, yyyy-MM-dd. */
export function firstDayOf(rrule: string): string {
  return readRule(rrule).startLocal.slice(0, 10);
}

/** The same rule ending the day before `day` (yyyy-MM-dd). */
export function endRuleBefore(rrule: string, day: string): string {
  const { startLocal, zone, repeat } = readRule(rrule);
  return buildRule({ startLocal, zone }, { ...repeat, until: shiftDay(day, -1) });
}

/** The same rule starting on `day`, at its usual time. */
export function startRuleOn(rrule: string, day: string): string {
  const { startLocal, zone, repeat } = readRule(rrule);
  return buildRule({ startLocal: `${day}${startLocal.slice(10)}`, zone }, repeat);
}

/** The window a series' occurrences are materialised for, from `from`: up to its end or the horizon. */
export function windowOf(rrule: string, from: string, today: string): { from: string; to: string } {
  const until = readRule(rrule).repeat.until;
  const horizon = horizonOf(today);
  return { from, to: until && until < horizon ? until : horizon };
}

/** Whether the rule gives at least one occurrence at all (a rule can be valid and empty). */
export function givesAny(rrule: string, durationMinutes: number): boolean {
  const { startLocal, repeat } = readRule(rrule);
  const from = startLocal.slice(0, 10);
  const to = repeat.until ?? shiftDay(from, 7 * (repeat.interval + 1));
  return occurrencesBetween(rrule, durationMinutes, from, to).length > 0;
}
