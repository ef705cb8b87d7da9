/**
 * How far from today a manager may plan or record an absence, and how long one planning may last
 * (docs/decisions/033-bounded-dates-and-durations.md). Days are `YYYY-MM-DD` in the company's zone.
 */

export const YEARS_BACK = 2;
export const YEARS_AHEAD = 5;
/** One planning covers at most a day; longer work is several plannings, or a series. */
export const MAX_PLANNING_HOURS = 24;

export interface DayBounds {
  earliest: string;
  latest: string;
}

const shiftYears = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) + years).padStart(4, "0")}${day.slice(4)}`;

/** The first and last day allowed, `YEARS_BACK` years before today to `YEARS_AHEAD` years after (as strings compare). */
export function dayBounds(today: string): DayBounds {
  return { earliest: shiftYears(today, -YEARS_BACK), latest: shiftYears(today, YEARS_AHEAD) };
}

export const withinBounds = (day: string, bounds: DayBounds) => day >= bounds.earliest && day <= bounds.latest;

const frenchDay = (day: string) => day.split("-").reverse().join("/");

export const DATE_BOUNDS_MESSAGES = {
  start: (bounds: DayBounds) =>
    `La date de début doit être comprise entre le ${frenchDay(bounds.earliest)} et le ${frenchDay(bounds.latest)}.`,
  day: (bounds: DayBounds) =>
    `La date doit être comprise entre le ${frenchDay(bounds.earliest)} et le ${frenchDay(bounds.latest)}.`,
  repeatUntil: (bounds: DayBounds) =>
    `La date de fin de répétition ne peut pas dépasser le ${frenchDay(bounds.latest)}.`,
  duration: `Un planning ne peut pas durer plus de ${MAX_PLANNING_HOURS} heures.`,
} as const;
