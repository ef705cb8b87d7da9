import { type DayNumber, dayOfInstant, dayText, MINUTE, mondayOf } from "../../lib/time";
import { formatClock, formatDay } from "./french-format";
import type { PaidShift } from "./paid-shifts";

/** One work period of the record: the times a shift was worked (punched and validated) or planned. */
export interface RecordPeriod {
  start: string;
  /** The end's time, '04:00'; `nextDay` when it falls after midnight. */
  end: string;
  nextDay: boolean;
  breakMinutes: number;
  minutes: number;
  worked: boolean;
}

export interface RecordDay {
  /** yyyy-MM-dd */
  day: string;
  /** 'lundi 2 novembre' */
  label: string;
  inMonth: boolean;
  periods: RecordPeriod[];
  minutes: number;
}

export interface RecordWeek {
  monday: string;
  /** Every day of the week with work, those of the next or previous month included, so that the total adds up. */
  days: RecordDay[];
  minutes: number;
}

/** An employee's record of working time for a month (Code du travail, art. D3171-8). */
export interface TimeRecord {
  month: string;
  weeks: RecordWeek[];
  /** The work of the month's own days. */
  minutes: number;
}

const sum = (values: readonly { minutes: number }[]) => values.reduce((total, value) => total + value.minutes, 0);

/**
 * Each day's start and end times, and the weekly totals, of the weeks meeting `month`: `shifts` are the paid ones
 * (`paidShifts`) over the month's whole weeks. A shift belongs to the day it starts; its minutes are its span less its
 * break. `days` are the month's first and next-month's first day numbers.
 */
export function timeRecord(
  month: string,
  shifts: readonly PaidShift[],
  days: { first: DayNumber; next: DayNumber },
  zone: string,
): TimeRecord {
  const byDay = new Map<DayNumber, RecordPeriod[]>();
  for (const shift of shifts.toSorted((a, b) => a.start.getTime() - b.start.getTime())) {
    const [start, end] = [shift.start.getTime(), shift.end.getTime()];
    if (!(end > start)) continue;
    const day = dayOfInstant(start, zone);
    const periods = byDay.get(day) ?? [];
    periods.push({
      start: formatClock(start, zone),
      end: formatClock(end, zone),
      nextDay: dayOfInstant(end - 1, zone) !== day,
      breakMinutes: shift.breakMinutes,
      minutes: Math.max(0, Math.round((end - start) / MINUTE) - shift.breakMinutes),
      worked: shift.worked,
    });
    byDay.set(day, periods);
  }
  const weeks: RecordWeek[] = [];
  for (let monday = mondayOf(days.first); monday < days.next; monday += 7) {
    const weekDays = Array.from({ length: 7 }, (_, index) => monday + index).flatMap((day): RecordDay[] => {
      const periods = byDay.get(day);
      if (!periods) return [];
      const inMonth = day >= days.first && day < days.next;
      return [{ day: dayText(day), label: formatDay(day), inMonth, periods, minutes: sum(periods) }];
    });
    weeks.push({ monday: dayText(monday), days: weekDays, minutes: sum(weekDays) });
  }
  const monthDays = weeks.flatMap((week) => week.days).filter((day) => day.inMonth);
  return { month, weeks, minutes: sum(monthDays) };
}
