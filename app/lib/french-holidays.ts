import { type DayNumber, dayParts, dayText, parseDay } from "./time";

/** A legal public holiday of metropolitan France (Code du travail, art. L3133-1). */
export interface PublicHoliday {
  /** `YYYY-MM-DD` */
  day: string;
  name: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

const byYear = new Map<number, PublicHoliday[]>();

/** The 11 public holidays of metropolitan France in `year`, in calendar order. */
export function frenchPublicHolidays(year: number): PublicHoliday[] {
  const known = byYear.get(year);
  if (known) return known;
  const easter = parseDay(easterSunday(year));
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  const afterEaster = (days: number) => dayText(easter + days);
  const holidays: PublicHoliday[] = [
    { day: fixed("01-01"), name: "Jour de l'an" },
    { day: afterEaster(1), name: "Lundi de Pâques" },
    { day: fixed("05-01"), name: "Fête du Travail" },
    { day: fixed("05-08"), name: "Victoire 1945" },
    { day: afterEaster(39), name: "Ascension" },
    { day: afterEaster(50), name: "Lundi de Pentecôte" },
    { day: fixed("07-14"), name: "Fête nationale" },
    { day: fixed("08-15"), name: "Assomption" },
    { day: fixed("11-01"), name: "Toussaint" },
    { day: fixed("11-11"), name: "Armistice 1918" },
    { day: fixed("12-25"), name: "Noël" },
  ].sort((a, b) => a.day.localeCompare(b.day));
  byYear.set(year, holidays);
  return holidays;
}

/** The public holiday on a `YYYY-MM-DD` day, if it is one. */
export function publicHolidayOn(day: string): PublicHoliday | undefined {
  return frenchPublicHolidays(Number(day.slice(0, 4))).find((holiday) => holiday.day === day);
}

/** How work on a public holiday is marked: a short tag, and the pay rule it follows. */
export interface HolidayWork {
  tag: string;
  rule: string;
}

/** 1 May worked is paid double (Code du travail, art. L3133-6); hours on the others are counted apart for payroll. */
export function holidayWork(holiday: PublicHoliday): HolidayWork {
  return holiday.day.endsWith("-05-01")
    ? {
        tag: "Férié · payé double",
        rule: `${holiday.name}, férié : travail payé double (Code du travail, art. L3133-6)`,
      }
    : { tag: "Férié", rule: `${holiday.name}, férié : heures de jour férié, comptées à part sur la paie` };
}

const holidayDays = new Set<DayNumber>();
const yearsKnown = new Set<number>();
const checked = new Map<DayNumber, boolean>();

/** Whether a day is a public holiday. */
export function isPublicHoliday(day: DayNumber): boolean {
  const known = checked.get(day);
  if (known !== undefined) return known;
  const year = dayParts(day).year;
  if (!yearsKnown.has(year)) {
    yearsKnown.add(year);
    for (const holiday of frenchPublicHolidays(year)) holidayDays.add(parseDay(holiday.day));
  }
  if (checked.size > 50_000) checked.clear();
  const holiday = holidayDays.has(day);
  checked.set(day, holiday);
  return holiday;
}
