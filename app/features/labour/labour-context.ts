import type { AbsencePeriod, ContractTerms } from "../../domain/contracts";
import { type DayNumber, dayOfInstant, dayStart, MINUTE, mondayOf, parseDay } from "../../lib/time";

export interface ShiftTimes {
  id: string;
  start: Date;
  end: Date;
  /** The unpaid break, in minutes, taken in the middle of the shift (none when left out). */
  breakMinutes?: number;
}

/** A stretch of time, in epoch milliseconds: [start, end). */
export interface Span {
  start: number;
  end: number;
}

export interface WorkShift extends Span {
  id: string;
  /** The shift's unpaid break, null for none. */
  pause: Span | null;
}

/**
 * A period of work: overlapping or touching shifts make one period (overlaps are counted once). A break leaves the
 * period whole (it is neither a split shift nor the end of a period) but is not worked: `work` leaves it out.
 */
export interface WorkBlock extends Span {
  /** The day it starts on: a period belongs to the day it starts. */
  day: DayNumber;
  shiftIds: string[];
  /** The stretches worked, in order: the period less the breaks that no other shift of it covers. */
  work: Span[];
}

export interface DatedContract {
  terms: ContractTerms;
  from: DayNumber;
  /** Inclusive; Infinity for an open-ended contract. */
  to: DayNumber;
}

export interface DatedAbsence {
  absence: AbsencePeriod;
  from: DayNumber;
  to: DayNumber;
}

export interface LabourChange {
  shiftIds: Set<string>;
  now: number;
  /** The times the changed shifts had before the change (moved or deleted shifts). */
  previous: { start: number; end: number }[];
}

export interface LabourContext {
  /** The zone whose days and weeks the rules count in. */
  zone: string;
  shifts: WorkShift[];
  blocks: WorkBlock[];
  /** Minutes of work on each day: work across midnight is split at midnight. */
  minutesByDay: Map<DayNumber, number>;
  /** The Mondays of the weeks holding any work. */
  weeks: DayNumber[];
  contracts: DatedContract[];
  absences: DatedAbsence[];
  change: LabourChange | null;
  /** With a change, the Mondays of the weeks it touches (before and after); otherwise every week with work. */
  focusWeeks: DayNumber[];
}

export interface LabourInput {
  contracts: ContractTerms[];
  shifts: ShiftTimes[];
  absences: AbsencePeriod[];
  change?: { shiftIds: string[]; now: Date; previous?: { start: Date; end: Date }[] };
}

/**
 * The break of a shift from `start` to `end` (epoch milliseconds): `breakMinutes` in its middle, on whole minutes
 * from its start (the first half of the work is the shorter by a minute when they cannot be equal). Null for none,
 * or for a break that would leave no work.
 */
export function breakSpan(start: number, end: number, breakMinutes = 0): Span | null {
  const minutes = Math.floor((end - start) / MINUTE);
  if (!(breakMinutes > 0) || breakMinutes >= minutes) return null;
  const from = start + Math.floor((minutes - breakMinutes) / 2) * MINUTE;
  return { start: from, end: from + breakMinutes * MINUTE };
}

/** Shifts with a start and an end that make sense, by start; anything else is left out rather than thrown at. */
function validShifts(shifts: ShiftTimes[]): WorkShift[] {
  return shifts
    .map((shift) => {
      const start = shift.start.getTime();
      const end = shift.end.getTime();
      return { id: shift.id, start, end, pause: breakSpan(start, end, shift.breakMinutes) };
    })
    .filter((shift) => Number.isFinite(shift.start) && Number.isFinite(shift.end) && shift.end > shift.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The union of what these shifts work (each one less its break), in order. */
function workedSpans(shifts: readonly WorkShift[]): Span[] {
  const spans = shifts
    .flatMap(({ start, end, pause }) =>
      pause
        ? [
            { start, end: pause.start },
            { start: pause.end, end },
          ]
        : [{ start, end }],
    )
    .sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function workBlocks(shifts: WorkShift[], zone: string): WorkBlock[] {
  const groups: WorkShift[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    const group = groups[groups.length - 1];
    if (group && shift.start <= end) {
      group.push(shift);
      end = Math.max(end, shift.end);
    } else {
      groups.push([shift]);
      end = shift.end;
    }
  }
  return groups.map((group) => {
    const first = group[0] as WorkShift;
    return {
      start: first.start,
      end: Math.max(...group.map((shift) => shift.end)),
      day: dayOfInstant(first.start, zone),
      shiftIds: group.map((shift) => shift.id),
      work: workedSpans(group),
    };
  });
}

/** The minutes a period is worked: its length less its breaks. */
export function workedMinutes(block: WorkBlock): number {
  return block.work.reduce((sum, span) => sum + (span.end - span.start), 0) / MINUTE;
}

/** The breaks within a period: the gaps between the stretches it is worked. */
export function breaksWithin(block: WorkBlock): Span[] {
  return block.work.slice(1).map((span, index) => ({ start: (block.work[index] as Span).end, end: span.start }));
}

/** Calls `visit` with each piece of [start, end) that falls on one day in `zone`. */
export function splitByDay(
  start: number,
  end: number,
  zone: string,
  visit: (day: DayNumber, from: number, to: number) => void,
) {
  let day = dayOfInstant(start, zone);
  let cursor = start;
  while (cursor < end) {
    const next = dayStart(day + 1, zone);
    const to = Math.min(end, next);
    visit(day, cursor, to);
    cursor = to;
    day += 1;
  }
}

export function minutesByDay(blocks: WorkBlock[], zone: string): Map<DayNumber, number> {
  const minutes = new Map<DayNumber, number>();
  for (const span of blocks.flatMap((block) => block.work)) {
    splitByDay(span.start, span.end, zone, (day, from, to) => {
      minutes.set(day, (minutes.get(day) ?? 0) + (to - from) / MINUTE);
    });
  }
  return minutes;
}

export function datedContracts(contracts: ContractTerms[]): DatedContract[] {
  return contracts
    .map((terms) => ({ terms, from: parseDay(terms.startsOn), to: terms.endsOn ? parseDay(terms.endsOn) : Infinity }))
    .filter((contract) => !Number.isNaN(contract.from) && !Number.isNaN(contract.to) && contract.to >= contract.from)
    .sort((a, b) => a.from - b.from);
}

export function datedAbsences(absences: AbsencePeriod[]): DatedAbsence[] {
  return absences
    .map((absence) => ({ absence, from: parseDay(absence.startsOn), to: parseDay(absence.endsOn) }))
    .filter((absence) => !Number.isNaN(absence.from) && !Number.isNaN(absence.to) && absence.to >= absence.from);
}

/** The contract in force on a day; the latest-starting one if two overlap. */
export function contractOn(contracts: DatedContract[], day: DayNumber): ContractTerms | null {
  let found: ContractTerms | null = null;
  for (const contract of contracts) if (contract.from <= day && day <= contract.to) found = contract.terms;
  return found;
}

/** The contract that sets a week's terms: the one in force on the first day of the week that has one. */
export function contractOfWeek(contracts: DatedContract[], monday: DayNumber): ContractTerms | null {
  for (let day = monday; day < monday + 7; day += 1) {
    const terms = contractOn(contracts, day);
    if (terms) return terms;
  }
  return null;
}

export function weekMinutes(minutes: Map<DayNumber, number>, monday: DayNumber): number {
  let total = 0;
  for (let day = monday; day < monday + 7; day += 1) total += minutes.get(day) ?? 0;
  return total;
}

/** The ids of the shifts that overlap [start, end). */
export function shiftIdsBetween(shifts: WorkShift[], start: number, end: number): string[] {
  return shifts.filter((shift) => shift.start < end && shift.end > start).map((shift) => shift.id);
}

export function weekBounds(monday: DayNumber, zone: string): { start: number; end: number } {
  return { start: dayStart(monday, zone), end: dayStart(monday + 7, zone) };
}

/** What the rules read of an employee's planning, its days and weeks counted in `zone`. */
export function buildLabourContext(input: LabourInput, zone: string): LabourContext {
  const shifts = validShifts(input.shifts);
  const blocks = workBlocks(shifts, zone);
  const minutes = minutesByDay(blocks, zone);
  const weeks = [...new Set([...minutes.keys()].map(mondayOf))].sort((a, b) => a - b);
  const change = input.change
    ? {
        shiftIds: new Set(input.change.shiftIds),
        now: input.change.now.getTime(),
        previous: (input.change.previous ?? [])
          .map((times) => ({ start: times.start.getTime(), end: times.end.getTime() }))
          .filter((times) => Number.isFinite(times.start) && Number.isFinite(times.end) && times.end > times.start),
      }
    : null;
  let focusWeeks = weeks;
  if (change) {
    const touched = [...shifts.filter((shift) => change.shiftIds.has(shift.id)), ...change.previous].flatMap(
      (times) => [mondayOf(dayOfInstant(times.start, zone)), mondayOf(dayOfInstant(times.end - 1, zone))],
    );
    focusWeeks = [...new Set(touched)].sort((a, b) => a - b);
  }
  return {
    zone,
    shifts,
    blocks,
    minutesByDay: minutes,
    weeks,
    contracts: datedContracts(input.contracts),
    absences: datedAbsences(input.absences),
    change,
    focusWeeks,
  };
}
