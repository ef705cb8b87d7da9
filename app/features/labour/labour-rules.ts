import { dayOfInstant, mondayOf } from "../../lib/time";
import { absenceConflict } from "./absence-conflict";
import { changeNotice } from "./change-notice";
import { dailyHours } from "./daily-hours";
import { dailyRest } from "./daily-rest";
import { LABOUR_RULE_IDS, type LabourFinding } from "./labour-alert";
import { buildLabourContext, type LabourContext, type LabourInput, type ShiftTimes } from "./labour-context";
import { longShiftBreak } from "./long-shift-break";
import { partTimeHours } from "./part-time-hours";
import { splitShifts } from "./split-shifts";
import { AVERAGE_WEEKS, weeklyAverage, weeklyHours } from "./weekly-hours";
import { weeklyRest, workingDays } from "./weekly-rest";
import { type LabourWindow, weeksWindow } from "./weeks-window";

type Rule = (context: LabourContext) => LabourFinding[];

/** Every rule but the 12-week average sees no further than the week before and the week after the change. */
const NEAR_RULES: readonly Rule[] = [
  dailyRest,
  dailyHours,
  weeklyHours,
  workingDays,
  weeklyRest,
  partTimeHours,
  splitShifts,
  changeNotice,
  longShiftBreak,
  absenceConflict,
];

const RULES = [...NEAR_RULES, weeklyAverage];

const RULE_ORDER = new Map(LABOUR_RULE_IDS.map((rule, index) => [rule, index]));

/** Whether a finding concerns the change: one of its shifts changed, or it lies where a shift was before. */
function concernsChange(finding: LabourFinding, context: LabourContext): boolean {
  const { change } = context;
  if (!change) return true;
  if (finding.shiftIds.some((id) => change.shiftIds.has(id))) return true;
  return change.previous.some((times) => times.start < finding.period.end && times.end > finding.period.start);
}

/**
 * The labour rules an employee's planning breaks, in French, each citing its source. `shifts` are the employee's
 * shifts in `labourWindow` of the change, as they stand after it; `change` names the changed shifts (and their former
 * times) so that only the alerts they bring are returned; without it, every alert of the shifts given. Days and weeks
 * are those of `zone`.
 */
export function evaluateLabourRules(input: LabourInput, zone: string): LabourFinding[] {
  return inOrder(run(RULES, buildLabourContext(input, zone)));
}

function run(rules: readonly Rule[], context: LabourContext): LabourFinding[] {
  return rules.flatMap((rule) => rule(context)).filter((finding) => concernsChange(finding, context));
}

const inOrder = (findings: LabourFinding[]) =>
  findings.sort(
    (a, b) => a.period.start - b.period.start || (RULE_ORDER.get(a.rule) ?? 0) - (RULE_ORDER.get(b.rule) ?? 0),
  );

/**
 * What `evaluateLabourRules` answers for `added` joined to the employee's shifts, at a fraction of its cost when asked
 * for many employees (the replacement candidates): the 12-week average reads the week totals of the whole window, and
 * the other rules, which see no further than a week from the change, only the shifts from the Monday of the week
 * before the shift's to the Sunday of the week after it.
 */
export function alertsOfAddedShift(
  input: Omit<LabourInput, "change">,
  added: ShiftTimes,
  zone: string,
  now: Date,
): LabourFinding[] {
  const change = { shiftIds: [added.id], now };
  const shifts = [...input.shifts, added];
  const { start, end } = nearWindow(added, zone);
  const near = shifts.filter((shift) => shift.end > start && shift.start < end);
  return inOrder([
    ...run(NEAR_RULES, buildLabourContext({ ...input, shifts: near, change }, zone)),
    ...run([weeklyAverage], buildLabourContext({ ...input, shifts, change }, zone)),
  ]);
}

/** The week before the shift's, its week (or weeks) and the week after: all that rules other than the average see. */
export function nearWindow(added: { start: Date; end: Date }, zone: string): LabourWindow {
  const firstMonday = mondayOf(dayOfInstant(added.start.getTime(), zone)) - 7;
  return weeksWindow(firstMonday, mondayOf(dayOfInstant(added.end.getTime() - 1, zone)) + 14, zone);
}

/**
 * The window of shifts the rules need around a change's times (new and former): the 11 weeks before the first week
 * touched and after the last, so that every 12-week average containing a touched week is whole, and the weekly and
 * daily rests at the edges are seen.
 */
export function labourWindow(times: { start: Date; end: Date }[], zone: string): LabourWindow | null {
  const days = times
    .flatMap((time) => [time.start.getTime(), time.end.getTime() - 1])
    .filter(Number.isFinite)
    .map((ms) => dayOfInstant(ms, zone));
  if (days.length === 0) return null;
  const firstMonday = mondayOf(Math.min(...days)) - 7 * (AVERAGE_WEEKS - 1);
  return weeksWindow(firstMonday, mondayOf(Math.max(...days)) + 7 * AVERAGE_WEEKS, zone);
}
