import { frenchDay, shiftDay } from "./time";

/** Days from `startsOn` to `endsOn` (`YYYY-MM-DD`, both inclusive; a null end: still running). */
export interface DayPeriod {
  startsOn: string;
  endsOn: string | null;
}

/** Whether the period contains `day`. */
export function coversDay(period: DayPeriod, day: string): boolean {
  return period.startsOn <= day && (period.endsOn === null || period.endsOn >= day);
}

/** A period of days as French text: 'Du 01/03/2026 au 31/08/2026', 'Depuis le 01/03/2026', 'Le 02/03/2026'. */
export function periodText(startsOn: string, endsOn: string | null): string {
  if (endsOn === null) return `Depuis le ${frenchDay(startsOn)}`;
  if (endsOn === startsOn) return `Le ${frenchDay(startsOn)}`;
  return `Du ${frenchDay(startsOn)} au ${frenchDay(endsOn)}`;
}

/** The id of the period (a contract) in force on `today`, if any: a history highlights it. */
export function currentPeriodId(periods: readonly (DayPeriod & { id: string })[], today: string): string | null {
  return periods.find((period) => coversDay(period, today))?.id ?? null;
}

/**
 * The last day left to the contract a first day `startsOn` cuts short: the day before, or null when that would leave
 * it a single day or none (it begins that day or the day before).
 */
export function closingDay(previous: DayPeriod, startsOn: string): string | null {
  const closedOn = shiftDay(startsOn, -1);
  return closedOn > previous.startsOn ? closedOn : null;
}
