/** A departure is missing this long after the end of a shift someone arrived for. */
export const DEPARTURE_GRACE_MINUTES = 30;

const MINUTE = 60_000;

/** A shift at a site with a code, for one employee on it, with their punches for it. */
export interface WatchedShift {
  planningId: string;
  employeeId: string;
  name: string;
  title: string;
  site: string;
  start: Date;
  end: Date;
  arrivedAt: Date | null;
  leftAt: Date | null;
}

/** Not punched in (`late` null) or arrived later than the tolerance (`late` in minutes). */
export type LateShift = WatchedShift & { late: number | null };

/**
 * The staff home's « En retard ou non pointés »: shifts started more than `toleranceMinutes` ago with no arrival,
 * and arrivals later than that, the earliest start first.
 */
export function lateOrNotPunched(shifts: readonly WatchedShift[], now: Date, toleranceMinutes: number): LateShift[] {
  const tolerance = toleranceMinutes * MINUTE;
  return shifts
    .flatMap((shift): LateShift[] => {
      if (!shift.arrivedAt) return now.getTime() - shift.start.getTime() >= tolerance ? [{ ...shift, late: null }] : [];
      const late = shift.arrivedAt.getTime() - shift.start.getTime();
      return late > tolerance ? [{ ...shift, late: Math.round(late / MINUTE) }] : [];
    })
    .toSorted((a, b) => a.start.getTime() - b.start.getTime());
}

/** The staff home's « Départ manquant »: arrived, and no departure 30 minutes after the end. */
export function departureMissing(shifts: readonly WatchedShift[], now: Date): WatchedShift[] {
  return shifts
    .filter(
      (shift) =>
        shift.arrivedAt && !shift.leftAt && now.getTime() - shift.end.getTime() >= DEPARTURE_GRACE_MINUTES * MINUTE,
    )
    .toSorted((a, b) => a.end.getTime() - b.end.getTime());
}
