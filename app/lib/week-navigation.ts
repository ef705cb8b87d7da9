import { frenchDay, shiftDay, shiftWeek } from "./time";

/** A week shown with links to its neighbours (`WeekNav`). */
export interface WeekNavigation {
  /** The week's Monday (yyyy-MM-dd). */
  monday: string;
  /** 'Semaine du … au …' */
  label: string;
  previous: string;
  next: string;
}

/** The week of that Monday, named as every staff page names it, with the Mondays before and after. */
export function weekNavigation(monday: string): WeekNavigation {
  return {
    monday,
    label: `Semaine du ${frenchDay(monday)} au ${frenchDay(shiftDay(monday, 6))}`,
    previous: shiftWeek(monday, -1),
    next: shiftWeek(monday, 1),
  };
}
