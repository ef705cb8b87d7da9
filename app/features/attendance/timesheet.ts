import type { PunchFlag, PunchMethod } from "../../domain/enums";
import type { PunchKind, PunchReportStatus } from "../../domain/punches";

const MINUTE = 60_000;

/** One of the employee's shifts of the week, as planned. */
export interface PlannedShift {
  planningId: string;
  title: string;
  site: string | null;
  siteId: string | null;
  start: Date;
  end: Date;
  breakMinutes: number;
}

/** A punch of the employee, corrected or not: the history keeps every row. */
export interface PunchRecord {
  id: string;
  kind: PunchKind;
  at: Date;
  planningId: string | null;
  siteId: string;
  site: string;
  method: PunchMethod;
  author: string;
  supersedesId: string | null;
  reason: string | null;
  flags: PunchFlag[];
  /** When the server received it, for a punch kept on the phone offline and sent later; null otherwise. */
  sentAt: Date | null;
}

/** An employee's « j'ai oublié de pointer » for one of their shifts. */
export interface PunchReportRecord {
  id: string;
  planningId: string;
  kind: PunchKind;
  at: Date;
  note: string | null;
  status: PunchReportStatus;
}

/** A punch as the sheet shows it: in force, with the rows it replaced (older first). */
export type SheetPunch = PunchRecord & { replaced: PunchRecord[] };

export interface SheetLine {
  shift: PlannedShift;
  arrival: SheetPunch | null;
  departure: SheetPunch | null;
  plannedMinutes: number;
  /** From arrival to departure, less the planned break; null while either is missing. */
  workedMinutes: number | null;
  /** Minutes late or early past the tolerance; null when within it or not punched. */
  lateMinutes: number | null;
  earlyMinutes: number | null;
}

export interface Timesheet {
  lines: SheetLine[];
  /** Punches in force that match no shift (*hors planning*). */
  outsidePlan: SheetPunch[];
  plannedMinutes: number;
  workedMinutes: number;
}

/** Each punch in force, with the chain of rows its corrections replaced. */
export function punchesInForce(records: readonly PunchRecord[]): SheetPunch[] {
  const correctionOf = new Map(records.flatMap((r) => (r.supersedesId ? [[r.supersedesId, r] as const] : [])));
  const replacedOf = new Map(records.map((r) => [r.id, r]));
  return records
    .filter((record) => !correctionOf.has(record.id))
    .map((record) => {
      const replaced: PunchRecord[] = [];
      for (let id = record.supersedesId; id; ) {
        const older = replacedOf.get(id);
        if (!older) break;
        replaced.unshift(older);
        id = older.supersedesId;
      }
      return { ...record, replaced };
    })
    .toSorted((a, b) => a.at.getTime() - b.at.getTime());
}

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE);

/**
 * The week's sheet: each shift planned against its first arrival and last departure in force, late and early past
 * `toleranceMinutes`, and what was worked (arrival to departure, less the planned break).
 */
export function buildTimesheet(
  shifts: readonly PlannedShift[],
  records: readonly PunchRecord[],
  toleranceMinutes: number,
): Timesheet {
  const punches = punchesInForce(records);
  const lines = shifts
    .toSorted((a, b) => a.start.getTime() - b.start.getTime())
    .map((shift): SheetLine => {
      const own = punches.filter((punch) => punch.planningId === shift.planningId);
      const arrival = own.find((punch) => punch.kind === "in") ?? null;
      const departure = own.findLast((punch) => punch.kind === "out") ?? null;
      const late = arrival ? minutesBetween(shift.start, arrival.at) : 0;
      const early = departure ? minutesBetween(departure.at, shift.end) : 0;
      return {
        shift,
        arrival,
        departure,
        plannedMinutes: minutesBetween(shift.start, shift.end) - shift.breakMinutes,
        workedMinutes:
          arrival && departure ? Math.max(0, minutesBetween(arrival.at, departure.at) - shift.breakMinutes) : null,
        lateMinutes: late > toleranceMinutes ? late : null,
        earlyMinutes: early > toleranceMinutes ? early : null,
      };
    });
  return {
    lines,
    outsidePlan: punches.filter((punch) => punch.planningId === null),
    plannedMinutes: lines.reduce((sum, line) => sum + line.plannedMinutes, 0),
    workedMinutes: lines.reduce((sum, line) => sum + (line.workedMinutes ?? 0), 0),
  };
}
