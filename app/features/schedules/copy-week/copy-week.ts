import { formatInZone, frenchDay, shiftDay, shiftWeek, toDateTimeLocal, wallTimeToInstant } from "../../../lib/time";
import type { BusySlot } from "../overlaps";

/** A planning of the week being copied, as the copy reads it. */
export interface SourcePlanning {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  siteId: string | null;
  startTime: Date;
  endTime: Date;
  breakMinutes: number;
  employeeIds: readonly string[];
}

/** A planning the copy will create. */
export interface PlannedCopy {
  sourceId: string;
  title: string;
  description: string | null;
  location: string | null;
  siteId: string | null;
  start: Date;
  end: Date;
  breakMinutes: number;
  employeeIds: readonly string[];
}

/** An existing planning of an employee that a copy would overlap. */
export type CopyConflict = BusySlot;

/** The Mondays a copy goes to: one chosen week, or the `count` weeks after the source. */
export function targetMondays(
  sourceMonday: string,
  target: { kind: "week"; monday: string } | { kind: "next"; count: number },
): string[] {
  if (target.kind === "week") return [target.monday];
  return Array.from({ length: target.count }, (_, index) => shiftWeek(sourceMonday, index + 1));
}

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The same wall-clock time in `zone`, `days` calendar days later: 06:00 stays 06:00 across a change of offset. A
 * time the spring change skips moves forward by the hour it skips (02:30 becomes 03:30), as RFC 5545 does.
 */
export function shiftWallTime(instant: Date, days: number, zone: string): Date {
  const wall = toDateTimeLocal(instant, zone);
  const moved = `${shiftDay(wall.slice(0, 10), days)}${wall.slice(10)}`;
  const exact = wallTimeToInstant(moved, zone);
  if (exact.ok) return exact.instant;
  const hourLater = wallTimeToInstant(toDateTimeLocal(new Date(Date.parse(`${moved}:00Z`) + 3_600_000), "UTC"), zone);
  if (!hourLater.ok) throw new Error(`Heure introuvable : ${moved}`);
  return hourLater.instant;
}

/** Every copy of the source plannings into each target week, their Paris wall times kept. */
export function planCopies(
  sources: readonly SourcePlanning[],
  sourceMonday: string,
  mondays: readonly string[],
  zone: string,
): PlannedCopy[] {
  return mondays.flatMap((monday) => {
    const days = daysBetween(sourceMonday, monday);
    return sources.map((source) => ({
      sourceId: source.id,
      title: source.title,
      description: source.description,
      location: source.location,
      siteId: source.siteId,
      start: shiftWallTime(source.startTime, days, zone),
      end: shiftWallTime(source.endTime, days, zone),
      breakMinutes: source.breakMinutes,
      employeeIds: source.employeeIds,
    }));
  });
}

/** The overall period the copies cover, to read the employees' plannings once. */
export function copiesSpan(copies: readonly PlannedCopy[]): { start: Date; end: Date } | null {
  if (copies.length === 0) return null;
  let start = copies[0]?.start.getTime() ?? 0;
  let end = copies[0]?.end.getTime() ?? 0;
  for (const copy of copies) {
    start = Math.min(start, copy.start.getTime());
    end = Math.max(end, copy.end.getTime());
  }
  return { start: new Date(start), end: new Date(end) };
}

/**
 * The existing plannings the copies would overlap, each employee and planning once, by start then name. Copies
 * are not checked against one another: they overlap only where the plannings copied already did.
 */
export function findCopyConflicts(copies: readonly PlannedCopy[], slots: readonly BusySlot[]): CopyConflict[] {
  const byEmployee = new Map<string, BusySlot[]>();
  for (const slot of slots) {
    const list = byEmployee.get(slot.employeeId);
    if (list) list.push(slot);
    else byEmployee.set(slot.employeeId, [slot]);
  }
  const found = new Map<string, CopyConflict>();
  for (const copy of copies) {
    const start = copy.start.getTime();
    const end = copy.end.getTime();
    for (const employeeId of copy.employeeIds) {
      for (const slot of byEmployee.get(employeeId) ?? []) {
        if (Date.parse(slot.startTime) < end && Date.parse(slot.endTime) > start) {
          found.set(`${slot.employeeId} ${slot.planningId}`, slot);
        }
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.employeeName.localeCompare(b.employeeName, "fr"),
  );
}

/** 'Karim Benali : déjà sur « Bureaux » le lundi 9 mars 06:00–09:00' (or 'du … au …' across midnight). */
export function conflictLine(conflict: CopyConflict, zone: string): string {
  const day = (value: string) => formatInZone(value, "EEEE d MMMM", zone);
  const hour = (value: string) => formatInZone(value, "HH:mm", zone);
  const { startTime, endTime } = conflict;
  const when =
    day(startTime) === day(endTime)
      ? `le ${day(startTime)} ${hour(startTime)}–${hour(endTime)}`
      : `du ${day(startTime)} ${hour(startTime)} au ${day(endTime)} ${hour(endTime)}`;
  return `${conflict.employeeName} : déjà sur « ${conflict.title} » ${when}`;
}

/** How many conflicts the warning lists; the rest are counted on one last line. */
export const CONFLICT_LINES_SHOWN = 30;

/** The warning's lines: the first conflicts, then 'Et N autres chevauchements.' */
export function conflictLines(conflicts: readonly CopyConflict[], zone: string): string[] {
  const lines = conflicts.slice(0, CONFLICT_LINES_SHOWN).map((conflict) => conflictLine(conflict, zone));
  const rest = conflicts.length - CONFLICT_LINES_SHOWN;
  if (rest === 1) lines.push("Et 1 autre chevauchement.");
  if (rest > 1) lines.push(`Et ${rest} autres chevauchements.`);
  return lines;
}

/** '1 planning sera créé' / '12 plannings seront créés', with the weeks when there are several. */
export function copyCountText(plannings: number, weeks: number): string {
  const created = plannings > 1 ? `${plannings} plannings seront créés` : `${plannings} planning sera créé`;
  return weeks > 1 ? `${created} sur ${weeks} semaines.` : `${created}.`;
}

/** The success message: '12 plannings ont été copiés vers la semaine du 16/03/2026.' */
export function copyDoneText(plannings: number, mondays: readonly string[]): string {
  const copied = plannings > 1 ? `${plannings} plannings ont été copiés` : `${plannings} planning a été copié`;
  const first = mondays[0] ?? "";
  if (mondays.length > 1) {
    const last = mondays[mondays.length - 1] ?? first;
    return `${copied} sur les ${mondays.length} semaines du ${frenchDay(first)} au ${frenchDay(shiftDay(last, 6))}.`;
  }
  return `${copied} vers la semaine du ${frenchDay(first)}.`;
}
