import { type HolidayWork, holidayWork, publicHolidayOn } from "../../../lib/french-holidays";
import { formatInZone, readWallClock, shiftDay } from "../../../lib/time";

export interface GridDay {
  /** yyyy-MM-dd */
  date: string;
  /** 'lundi' */
  weekday: string;
  /** '2 mars' */
  dayMonth: string;
  isToday: boolean;
  /** The public holiday's name ('Fête du Travail'), and how work on it is paid; null on an ordinary day. */
  holiday: ({ name: string } & HolidayWork) | null;
}

/** Monday to Sunday of the week starting on `monday`, named in French. */
export function gridDays(monday: string, today: string): GridDay[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = shiftDay(monday, index);
    // Noon UTC is the same calendar day in every zone that names it.
    const noon = `${date}T12:00:00Z`;
    return {
      date,
      weekday: formatInZone(noon, "EEEE", "UTC"),
      dayMonth: formatInZone(noon, "d MMMM", "UTC"),
      isToday: date === today,
      holiday: holidayOf(date),
    };
  });
}

function holidayOf(date: string): GridDay["holiday"] {
  const holiday = publicHolidayOn(date);
  return holiday ? { name: holiday.name, ...holidayWork(holiday) } : null;
}

/** 'lundi 2 mars' */
export function dayName(day: GridDay): string {
  return `${day.weekday} ${day.dayMonth}`;
}

/** Where a shift sits in the week: the column of its Paris start day, its wall-clock times and how it spills over. */
export interface ShiftPlacement {
  /** 0 (Monday) to 6 (Sunday). */
  column: number;
  /** '06:00–08:00', Paris wall clock. */
  time: string;
  /** Began before the week (shown on Monday). */
  fromPreviousWeek: boolean;
  /** The Paris day it ends on, when that is not its start day ('lendemain' when the next day). */
  endsOn: string | null;
}

/** The day a shift is shown on, and its times; null when it does not meet the week of `days`. */
export function placeShift(
  shift: { startTime: string; endTime: string },
  days: readonly GridDay[],
  zone: string,
): ShiftPlacement | null {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const start = readWallClock(shift.startTime, zone);
  const end = readWallClock(shift.endTime, zone);
  // A shift that ends at midnight ends on the day it started.
  const endDay = end.time === "00:00" ? readWallClock(new Date(Date.parse(shift.endTime) - 1), zone).day : end.day;
  const startDay = start.day;
  if (startDay > last.date || endDay < first.date) return null;
  const fromPreviousWeek = startDay < first.date;
  const column = fromPreviousWeek ? 0 : days.findIndex((day) => day.date === startDay);
  const time = `${start.time}–${end.time}`;
  const endsOn = endDay === startDay ? null : endDay === shiftDay(startDay, 1) ? "lendemain" : end.dayMonth;
  return { column, time, fromPreviousWeek, endsOn };
}
