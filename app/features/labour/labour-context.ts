import type { AbsencePeriod, ContractTerms } from "../../domain/contracts";
import { type DayNumber, dayOfInstant, dayStart, mondayOf, parseDay } from "../../lib/time";

export interface ShiftTimes {
  id: string;
  start: Date;
  end: Date;
}

export interface WorkShift {
  id: string;
  start: number;
  end: number;
}

/** A continuous stretch of work: overlapping or touching shifts make one period (overlaps are counted once). */
export interface WorkBlock {
  start: number;
  end: number;
  /** The day it starts on: a period belongs to the day it starts. */
  day: DayNumber;
  shiftIds: string[];
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

/** Shifts with a start and an end that make sense, by start; anything else is left out rather than thrown at. */
function validShifts(shifts: ShiftTimes[]): WorkShift[] {
  return shifts
    .map((shift) => ({ id: shift.id, start: shift.start.getTime(), end: shift.end.getTime() }))
    .filter((shift) => Number.isFinite(shift.start) && Number.isFinite(shift.end) && shift.end > shift.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

export function workBlocks(shifts: WorkShift[], zone: string): WorkBlock[] {
  const blocks: WorkBlock[] = [];
  let current: WorkBlock | undefined;
  for (const shift of shifts) {
    if (current && shift.start <= current.end) {
      current.end = Math.max(current.end, shift.end);
      current.shiftIds.push(shift.id);
    } else {
      current = { start: shift.start, end: shift.end, day: dayOfInstant(shift.start, zone), shiftIds: [shift.id] };
      blocks.push(current);
    }
  }
  return blocks;
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
  for (const block of blocks) {
    splitByDay(block.start, block.end, zone, (day, from, to) => {
      minutes.set(day, (minutes.get(day) ?? 0) + (to - from) / 60_000);
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
