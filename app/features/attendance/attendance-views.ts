import { formatInZone } from "../../lib/time";
import { noShowId } from "./attendance.schema";
import type { LateShift, WatchedShift } from "./attendance-lists";

/** One employee's shift on the staff home's attendance lists. */
export interface AttendanceRow {
  /** `<planning id>:<employee id>`, what « Marquer absent(e) » posts. */
  id: string;
  name: string;
  /** The shift's title and site. */
  shift: string;
  /** « Non pointé depuis 06:00 », « Arrivée à 06:12 : 12 min de retard », « Arrivée à 06:02, fin prévue à 08:00 ». */
  status: string;
}

export type LateRow = AttendanceRow & { notPunched: boolean };

const time = (at: Date, zone: string) => formatInZone(at, "HH:mm", zone);

const rowOf = (shift: WatchedShift, status: string): AttendanceRow => ({
  id: noShowId(shift),
  name: shift.name,
  shift: `${shift.title} · ${shift.site}`,
  status,
});

/** « En retard ou non pointés », as the staff home writes each shift. */
export function lateRows(shifts: readonly LateShift[], zone: string): LateRow[] {
  return shifts.map((shift) => ({
    ...rowOf(
      shift,
      shift.late === null || !shift.arrivedAt
        ? `Non pointé depuis ${time(shift.start, zone)}`
        : `Arrivée à ${time(shift.arrivedAt, zone)} : ${shift.late} min de retard`,
    ),
    notPunched: shift.late === null,
  }));
}

/** « Départ manquant », as the staff home writes each shift. */
export function departureRows(shifts: readonly WatchedShift[], zone: string): AttendanceRow[] {
  return shifts.map((shift) =>
    rowOf(
      shift,
      `Arrivée à ${shift.arrivedAt ? time(shift.arrivedAt, zone) : "—"}, fin prévue à ${time(shift.end, zone)}`,
    ),
  );
}
