import { formatInZone, todayIn, weekOf } from "../../lib/time";
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

/** A « j'ai oublié de pointer » waiting on the staff home, with the employee's week where it is answered. */
export interface ReportRow {
  id: string;
  name: string;
  /** The shift's title, site and day. */
  shift: string;
  /** « L'arrivée à 06:10 », with the employee's comment. */
  what: string;
  href: string;
}

/** A report waiting for a manager, as read for the staff home. */
export interface PendingReport {
  id: string;
  employeeId: string;
  name: string;
  title: string;
  site: string | null;
  kind: "in" | "out";
  at: Date;
  shiftStart: Date;
  note: string | null;
}

/** The waiting reports as the staff home writes them, each linking to the employee's sheet of the shift's week. */
export function reportRows(reports: readonly PendingReport[], zone: string): ReportRow[] {
  return reports.map((report) => {
    const monday = weekOf(todayIn(zone, report.shiftStart), zone)?.monday ?? "";
    const what = `${report.kind === "in" ? "L'arrivée" : "Le départ"} à ${time(report.at, zone)}`;
    return {
      id: report.id,
      name: report.name,
      shift: `${report.title}${report.site ? ` · ${report.site}` : ""}, ${formatInZone(report.shiftStart, "EEEE d MMMM", zone)}`,
      what: report.note ? `${what} : « ${report.note} »` : what,
      href: `/employees/${report.employeeId}/pointages?semaine=${monday}`,
    };
  });
}
