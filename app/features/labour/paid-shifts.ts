import type { LabourShift } from "./labour-inputs.server";

/** A shift's first arrival and last departure in force, in a week a manager validated. */
export interface WorkedTimes {
  arrival: Date | null;
  departure: Date | null;
}

/** Where the month's paid work comes from: punches validated, the plan (*déclaratif*), or both. */
export type HoursSource = "worked" | "declarative" | "mixed";

export const HOURS_SOURCE_LABELS: Record<HoursSource, string> = {
  worked: "Pointées",
  declarative: "Déclaratif",
  mixed: "En partie déclaratif",
};

/** A shift as paid; `worked` when its times are the validated punches', not the plan's. */
export type PaidShift = LabourShift & { worked: boolean };

export interface PaidShifts {
  shifts: PaidShift[];
  /** Null when no shift starts in the month. */
  source: HoursSource | null;
}

/**
 * The shifts as they are paid: from arrival to departure where a validated week holds both, keeping the planned
 * break (a departure before the arrival leaves nothing worked); as planned otherwise (*déclaratif*). `worked` is keyed by planning id; the source counts the shifts that
 * start in `month` (the others only weigh on the weeks that straddle it).
 */
export function paidShifts(
  shifts: readonly LabourShift[],
  worked: ReadonlyMap<string, WorkedTimes>,
  month: { start: Date; end: Date },
): PaidShifts {
  let punched = 0;
  let declared = 0;
  const paid = shifts.map((shift): PaidShift => {
    const times = worked.get(shift.id);
    const inMonth = shift.start >= month.start && shift.start < month.end;
    if (!times?.arrival || !times.departure) {
      if (inMonth) declared++;
      return { ...shift, worked: false };
    }
    if (inMonth) punched++;
    return { ...shift, start: times.arrival, end: times.departure, worked: true };
  });
  const source =
    punched === 0 && declared === 0 ? null : punched === 0 ? "declarative" : declared === 0 ? "worked" : "mixed";
  return { shifts: paid, source };
}
