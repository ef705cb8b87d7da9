import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from "../../../domain/enums";

/** The weekly repetition of a planning as the dialogs show it; the rule itself is built on the server. */
export const MAX_REPEAT_INTERVAL = 52;
/** Occurrences are materialised as plannings up to this many weeks ahead, extended every night. */
export const SERIES_HORIZON_WEEKS = 26;
/** No single action writes more occurrences than this. */
export const MAX_OCCURRENCES_PER_ACTION = 400;

export interface RepeatSettings {
  days: Weekday[];
  /** Every `interval` weeks. */
  interval: number;
  /** The last day (yyyy-MM-dd, inclusive), or null when open-ended. */
  until: string | null;
}

/** A series' repetition as a dialog sets it: its rule, and whether it works public holidays. */
export interface SeriesRepeat extends RepeatSettings {
  worksPublicHolidays: boolean;
}

/** What a series is, for the dialogs: its repetition and where this occurrence stands in it. */
export interface SeriesInfo {
  id: string;
  repeat: SeriesRepeat;
  /** The series' first day, yyyy-MM-dd. */
  from: string;
  /** The day the series gave this occurrence. */
  occurrenceDate: string;
  /** Edited alone: series edits leave it as it is. */
  detached: boolean;
}

function listFrench(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} et ${words.at(-1)}`;
}

function frenchDate(day: string): string {
  return day.split("-").reverse().join("/");
}

/** "Chaque semaine le lundi, mercredi et vendredi, à partir du 02/03/2026, sans fin". */
export function describeRepeat(repeat: RepeatSettings, from: string): string {
  const days = listFrench(WEEKDAYS.filter((day) => repeat.days.includes(day)).map((day) => WEEKDAY_LABELS[day].long));
  const every = repeat.interval === 1 ? "Chaque semaine" : `Toutes les ${repeat.interval} semaines`;
  const end = repeat.until ? `jusqu'au ${frenchDate(repeat.until)}` : "sans fin";
  return `${every} le ${days}, à partir du ${frenchDate(from)}, ${end}`;
}
