import { periodText } from "./schedules";

/** An existing planning of an employee, as the overlap check needs it. */
export interface BusySlot {
  planningId: string;
  employeeId: string;
  employeeName: string;
  title: string;
  location: string | null;
  startTime: string;
  endTime: string;
}

export type Overlap = BusySlot;

/**
 * The slots of the given employees that overlap [start, end[ (touching ends do not overlap), leaving out the
 * planning being edited.
 */
export function findOverlaps(
  candidate: { start: Date; end: Date; employeeIds: readonly string[]; ignorePlanningId?: string | null },
  slots: readonly BusySlot[],
): Overlap[] {
  const employees = new Set(candidate.employeeIds);
  const start = candidate.start.getTime();
  const end = candidate.end.getTime();
  return slots
    .filter(
      (slot) =>
        employees.has(slot.employeeId) &&
        slot.planningId !== candidate.ignorePlanningId &&
        new Date(slot.startTime).getTime() < end &&
        new Date(slot.endTime).getTime() > start,
    )
    .sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
}

/** One line per conflict for the warning: 'Marie Dupont : « Bureaux Nord » (Du … au …)'. */
export function overlapLine(overlap: Overlap, zone: string): string {
  return `${overlap.employeeName} : « ${overlap.title} » (${periodText(overlap.startTime, overlap.endTime, zone)})`;
}

/** The warning's lines: the first `shown` conflicts, then how many more (a series can meet dozens). */
export function overlapLines(overlaps: readonly Overlap[], zone: string, shown = 10): string[] {
  const lines = overlaps.slice(0, shown).map((overlap) => overlapLine(overlap, zone));
  const more = overlaps.length - shown;
  return more > 0 ? [...lines, `… et ${more} autre${more > 1 ? "s" : ""} chevauchement${more > 1 ? "s" : ""}`] : lines;
}
