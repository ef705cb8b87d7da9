import { FREQUENCY_LABELS, type Frequency, WEEKDAYS, type Weekday } from "../../../domain/enums";
import { shiftDay } from "../../../lib/time";
import type { CellPrefill } from "../week-grid/week-grid";
import type { SeriesRepeat } from "./repeat";

/** When a proposed visit starts: before the offices open, as most of the sector's work does. */
export const PROPOSED_START = "06:00";
/** The longest visit proposed: a working day's legal maximum; longer contracted work needs more people. */
const MAX_VISIT_MINUTES = 10 * 60;

/** The weekdays and the weeks between visits each frequency of a contract stands for. */
const RHYTHMS: Record<Frequency, { days: Weekday[]; interval: number } | null> = {
  quotidienne: { days: ["MO", "TU", "WE", "TH", "FR"], interval: 1 },
  bihebdomadaire: { days: ["MO", "TH"], interval: 1 },
  hebdomadaire: { days: ["MO"], interval: 1 },
  mensuelle: { days: ["MO"], interval: 4 },
  ponctuelle: null,
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export interface ContractToPlan {
  siteName: string;
  weeklyMinutes: number;
  frequency: Frequency;
  /** The contract's last day, inclusive; null while it runs. */
  endsOn: string | null;
}

/**
 * « Planifier »: the new planning a site's service contract proposes in the week of `monday`, for the manager to
 * adjust: a weekly series on the frequency's weekdays (every four weeks for a monthly one; none for a one-off job),
 * each visit at 06:00 for its share of the contracted hours, in quarter hours, at most ten hours.
 */
export function contractPlanningDraft(contract: ContractToPlan, monday: string): CellPrefill {
  const rhythm = RHYTHMS[contract.frequency];
  const visits = rhythm ? rhythm.days.length : 1;
  const share = (contract.weeklyMinutes * (rhythm?.interval ?? 1)) / visits;
  const minutes = Math.min(MAX_VISIT_MINUTES, Math.max(15, Math.floor(share / 15) * 15));
  const [hours = 0, rest = 0] = PROPOSED_START.split(":").map(Number);
  const start = hours * 60 + rest;
  const firstDay = rhythm ? WEEKDAYS.indexOf(rhythm.days[0] ?? "MO") : 0;
  const repeat: SeriesRepeat | undefined = rhythm
    ? { days: rhythm.days, interval: rhythm.interval, until: contract.endsOn, worksPublicHolidays: false }
    : undefined;
  return {
    location: contract.siteName,
    day: shiftDay(monday, firstDay),
    times: { start: PROPOSED_START, end: clock(start + minutes) },
    title: `Prestation ${FREQUENCY_LABELS[contract.frequency].toLowerCase()}`,
    repeat,
  };
}
