import { parisInstant as at } from "../../../tests/support/wall-time";
import type { AbsencePeriod, ContractTerms } from "../../domain/contracts";
import type { ShiftTimes } from "./labour-context";
import type { HoursInput, MonthlyHours } from "./monthly-hours";

export { parisInstant as at } from "../../../tests/support/wall-time";

/**
 * A shift from a Paris wall time to another, or to a time of day ('14:00'): the next day when earlier than the start.
 */
export function shift(id: string, from: string, to: string): ShiftTimes {
  let end = to;
  if (/^\d{2}:\d{2}$/.test(to)) {
    const day = from.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    end = `${to <= from.slice(11) ? next : day}T${to}`;
  }
  return { id, start: at(from), end: at(end) };
}

export function contract(weeklyHours: number, terms: Partial<ContractTerms> = {}): ContractTerms {
  return {
    kind: "cdi",
    weeklyHours,
    nightWorker: false,
    under16RequestOn: null,
    startsOn: "2020-01-01",
    endsOn: null,
    ...terms,
  };
}

export function absence(startsOn: string, endsOn: string, kind: AbsencePeriod["kind"] = "paid_leave"): AbsencePeriod {
  return { kind, startsOn, endsOn, halfDay: null, note: null };
}

/** `count` days from `firstDay` ('2026-03-30'), one shift a day between two times of day, ids prefixed. */
export function everyDay(prefix: string, firstDay: string, count: number, from: string, to: string): ShiftTimes[] {
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
    return shift(`${prefix}${index + 1}`, `${day}T${from}`, to);
  });
}

/** The hours input of the week of `monday`: no contract, shift or absence unless `input` gives them. */
export function hoursWeek(monday: string, input: Partial<HoursInput> = {}): HoursInput & { monday: string } {
  return { monday, contracts: [], shifts: [], absences: [], ...input };
}

/** A span of whole Paris days as the hours screens read it: the instants it runs between, its first and last day. */
export function daySpan(start: string, end: string, firstDay: string, lastDay: string) {
  return { start: new Date(start), end: new Date(end), firstDay, lastDay };
}

/** A month's figures, none unless given. */
export function monthlyFigures(figures: Partial<MonthlyHours> & { month: string }): MonthlyHours {
  return {
    contractMinutes: 0,
    absenceMinutes: 0,
    absenceDays: { paid_leave: 0, sickness: 0, other: 0 },
    workMinutes: 0,
    shortPeriodMinutes: 0,
    complementary11Minutes: 0,
    complementary25Minutes: 0,
    overtime25Minutes: 0,
    overtime50Minutes: 0,
    nightMinutes: 0,
    sundayMinutes: 0,
    publicHolidayMinutes: 0,
    ...figures,
  };
}
