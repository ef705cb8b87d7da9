import { type AbsencePeriod, type ContractTerms, FULL_TIME_WEEKLY_HOURS, isPartTime } from "../../domain/contracts";
import type { AbsenceKind } from "../../domain/enums";
import { isPublicHoliday } from "../../lib/french-holidays";
import { type DayNumber, dayStart, MINUTE, mondayOf, monthDays, wallInstant, weekdayOf } from "../../lib/time";
import { absenceDaysBetween, absenceMinutesOn } from "./absence-hours";
import {
  buildLabourContext,
  contractOfWeek,
  contractOn,
  type ShiftTimes,
  splitByDay,
  type WorkBlock,
  workedMinutes,
} from "./labour-context";

/** Night work runs from 21:00 to 06:00, local time (CCN propreté, art. 6.3). */
export const NIGHT_STARTS_AT = 21 * 60;
export const NIGHT_ENDS_AT = 6 * 60;
/** CCN propreté, art. 6.2.4: a work period under 1 h counts 1 h. */
export const SHORTEST_PAID_PERIOD = 60;
/** Overtime beyond 35 h: the first 8 h at +25 %, the rest at +50 % (Code du travail, art. L3121-36). */
export const OVERTIME_AT_25 = 8 * 60;

/**
 * A month's figures for payroll, in minutes: whole minutes, but for the contract and absence shares, which are kept
 * exact (a day of a 35 h contract in March is 293.55 minutes) so that they are rounded once, where they are shown.
 */
export interface MonthlyHours {
  month: string;
  /** Weekly hours × 52 / 12, prorated by the calendar days the contract is in force in the month. */
  contractMinutes: number;
  /** The contract hours the month's absences stand for (see `absenceMinutesOn`), as the grid's weeks count them. */
  absenceMinutes: number;
  /** Paid leave in *jours ouvrables*, other absences in calendar days; half days count 0.5. */
  absenceDays: Record<AbsenceKind, number>;
  /** Work done in the month (overlapping shifts counted once, breaks left out; work across midnight split at midnight). */
  workMinutes: number;
  /** Added so that each work period under 1 h counts 1 h; in the month its period starts. */
  shortPeriodMinutes: number;
  complementary11Minutes: number;
  complementary25Minutes: number;
  overtime25Minutes: number;
  overtime50Minutes: number;
  nightMinutes: number;
  sundayMinutes: number;
  publicHolidayMinutes: number;
}

interface Piece {
  day: DayNumber;
  from: number;
  to: number;
}

export interface HoursInput {
  contracts: ContractTerms[];
  shifts: ShiftTimes[];
  absences: AbsencePeriod[];
}

function pieces(blocks: WorkBlock[], zone: string): Piece[] {
  const all: Piece[] = [];
  for (const span of blocks.flatMap((block) => block.work)) {
    splitByDay(span.start, span.end, zone, (day, from, to) => all.push({ day, from, to }));
  }
  return all;
}

const overlap = (from: number, to: number, start: number, end: number) =>
  Math.max(0, Math.min(to, end) - Math.max(from, start)) / MINUTE;

/** The extra-hours bands of a week's contract: each band starts after `from` minutes worked in the week. */
function extraBands(terms: ContractTerms): { from: number; key: "c11" | "c25" | "o25" | "o50" }[] {
  if (isPartTime(terms)) {
    const contract = terms.weeklyHours * 60;
    return [
      { from: contract, key: "c11" },
      { from: contract + contract / 10, key: "c25" },
    ];
  }
  const legal = FULL_TIME_WEEKLY_HOURS * 60;
  return [
    { from: legal, key: "o25" },
    { from: legal + OVERTIME_AT_25, key: "o50" },
  ];
}

/**
 * A month's payroll figures. Extra hours are counted per Monday-to-Sunday week against the week's contract (the one
 * in force on its first day under contract); they are the last hours worked in the week, so a week across two months
 * gives each month the extra hours actually worked in it. Days, Sundays and nights are those of `zone`.
 */
export function monthlyHours(input: HoursInput & { month: string }, zone: string): MonthlyHours | null {
  const range = monthDays(input.month);
  if (!range) return null;
  const { first, next } = range;
  const inMonth = (day: DayNumber) => day >= first && day < next;
  const context = buildLabourContext(input, zone);
  const daysInMonth = next - first;
  // Each day's share is the month's contract minutes / the days of the month: summed as month minutes, divided once.
  let contractMonths = 0;
  let absence = 0;
  for (let day = first; day < next; day += 1) {
    const terms = contractOn(context.contracts, day);
    contractMonths += terms ? (terms.weeklyHours * 60 * 52) / 12 : 0;
    absence += absenceMinutesOn(context.contracts, context.absences, day);
  }
  const totals = { planned: 0, night: 0, sunday: 0, holiday: 0, c11: 0, c25: 0, o25: 0, o50: 0 };
  const all = pieces(context.blocks, zone);
  for (const { day, from, to } of all) {
    if (!inMonth(day)) continue;
    const minutes = (to - from) / MINUTE;
    totals.planned += minutes;
    if (weekdayOf(day) === 6) totals.sunday += minutes;
    if (isPublicHoliday(day)) totals.holiday += minutes;
    totals.night +=
      overlap(from, to, dayStart(day, zone), wallInstant(day, NIGHT_ENDS_AT, zone)) +
      overlap(from, to, wallInstant(day, NIGHT_STARTS_AT, zone), dayStart(day + 1, zone));
  }
  for (let monday = mondayOf(first); monday < next; monday += 7) {
    const terms = contractOfWeek(context.contracts, monday);
    if (!terms) continue;
    const bands = extraBands(terms);
    let worked = 0;
    for (const { day, from, to } of all) {
      if (day < monday || day >= monday + 7) continue;
      const start = worked;
      worked += (to - from) / MINUTE;
      if (!inMonth(day)) continue;
      bands.forEach((band, index) => {
        const bandEnd = bands[index + 1]?.from ?? Number.POSITIVE_INFINITY;
        totals[band.key] += Math.max(0, Math.min(worked, bandEnd) - Math.max(start, band.from));
      });
    }
  }
  const shortPeriods = context.blocks
    .filter((block) => inMonth(block.day))
    .reduce((sum, block) => sum + Math.max(0, SHORTEST_PAID_PERIOD - workedMinutes(block)), 0);
  return {
    month: input.month,
    contractMinutes: contractMonths / daysInMonth,
    absenceMinutes: absence,
    absenceDays: absenceDaysBetween(context.absences, first, next),
    workMinutes: Math.round(totals.planned),
    shortPeriodMinutes: Math.round(shortPeriods),
    complementary11Minutes: Math.round(totals.c11),
    complementary25Minutes: Math.round(totals.c25),
    overtime25Minutes: Math.round(totals.o25),
    overtime50Minutes: Math.round(totals.o50),
    nightMinutes: Math.round(totals.night),
    sundayMinutes: Math.round(totals.sunday),
    publicHolidayMinutes: Math.round(totals.holiday),
  };
}
