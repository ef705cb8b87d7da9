import { formatInZone } from "../../lib/time";
import { noShowId } from "./attendance.schema";
import type { LateShift, WatchedShift } from "./attendance-lists";

export interface LateRow {
  /** `<planning id>:<employee id>`, what « Marquer absent(e) » posts. */
  id: string;
  name: string;
  /** The shift's title and site. */
  shift: string;
  /** « Non pointé depuis 06:00 » or « Arrivée à 06:12 : 12 min de retard ». */
  status: string;
  notPunched: boolean;
}

export interface DepartureRow {
  id: string;
  name: string;
  shift: string;
  /** « Arrivée à 06:02, fin prévue à 08:00 ». */
  status: string;
}

const time = (at: Date, zone: string) => formatInZone(at, "HH:mm", zone);

/** « En retard ou non pointés », as the staff home writes each shift. */
export function lateRows(shifts: readonly LateShift[], zone: string): LateRow[] {
  return shifts.map((shift) => ({
    id: noShowId(shift),
    name: shift.name,
    shift: `${shift.title} · ${shift.site}`,
    status:
      shift.late === null || !shift.arrivedAt
        ? `Non pointé depuis ${time(shift.start, zone)}`
        : `Arrivée à ${time(shift.arrivedAt, zone)} : ${shift.late} min de retard`,
    notPunched: shift.late === null,
  }));
}

/** « Départ manquant », as the staff home writes each shift. */
export function departureRows(shifts: readonly WatchedShift[], zone: string): DepartureRow[] {
  return shifts.map((shift) => ({
    id: noShowId(shift),
    name: shift.name,
    shift: `${shift.title} · ${shift.site}`,
    status: `Arrivée à ${shift.arrivedAt ? time(shift.arrivedAt, zone) : "—"}, fin prévue à ${time(shift.end, zone)}`,
  }));
}
