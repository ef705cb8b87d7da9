import { PUNCH_FLAG_LABELS, PUNCH_METHOD_LABELS } from "../../domain/enums";
import { formatDuration, signedDuration } from "../../lib/durations";
import { formatInZone, toDateTimeLocal } from "../../lib/time";
import type { PunchRecord, PunchReportRecord, SheetPunch, Timesheet } from "./timesheet";

export interface PunchRowView {
  id: string;
  /** « 06:02 », with the day when it is not the shift's. */
  time: string;
  /** What « Corriger » starts from (datetime-local). */
  value: string;
  how: string;
  by: string;
  reason: string | null;
  flags: string[];
}

export type PunchView = PunchRowView & { replaced: PunchRowView[] };

export interface SheetLineView {
  planningId: string;
  day: string;
  title: string;
  site: string | null;
  planned: string;
  arrival: PunchView | null;
  departure: PunchView | null;
  /** What « Ajouter l'arrivée » and « Ajouter le départ » start from: the planned times (datetime-local). */
  plannedStart: string;
  plannedEnd: string;
  worked: string | null;
  difference: string | null;
  late: string | null;
  early: string | null;
  /** The employee's « j'ai oublié de pointer » for this shift. */
  reports: ReportView[];
}

export interface ReportView {
  id: string;
  kind: "in" | "out";
  /** « L'arrivée à 06:10 », « Le départ à 09:20 » */
  what: string;
  note: string | null;
  pending: boolean;
  /** « en attente d'un responsable », « accepté », « refusé » */
  status: string;
}

const REPORT_STATUS = { pending: "en attente d'un responsable", accepted: "accepté", refused: "refusé" } as const;

function reportView(report: PunchReportRecord, zone: string): ReportView {
  const time = formatInZone(report.at, "HH:mm", zone);
  return {
    id: report.id,
    kind: report.kind,
    what: report.kind === "in" ? `L'arrivée à ${time}` : `Le départ à ${time}`,
    note: report.note,
    pending: report.status === "pending",
    status: REPORT_STATUS[report.status],
  };
}

export interface TimesheetView {
  lines: SheetLineView[];
  outsidePlan: Array<PunchView & { kind: string; site: string }>;
  planned: string;
  worked: string;
  difference: string;
}

/** How a punch was made, and for one kept on the phone offline, when the server received it. */
function how(punch: PunchRecord, zone: string): string {
  const method = PUNCH_METHOD_LABELS[punch.method];
  if (!punch.sentAt) return method;
  const sameDay = formatInZone(punch.sentAt, "yyyy-MM-dd", zone) === formatInZone(punch.at, "yyyy-MM-dd", zone);
  const received = formatInZone(punch.sentAt, sameDay ? "HH:mm" : "EEEE d MMMM 'à' HH:mm", zone);
  return `${method}, sans réseau, reçu ${sameDay ? "à " : "le "}${received}`;
}

function row(punch: PunchRecord, zone: string, day: string | null): PunchRowView {
  const sameDay = day !== null && formatInZone(punch.at, "yyyy-MM-dd", zone) === day;
  return {
    id: punch.id,
    time: formatInZone(punch.at, sameDay ? "HH:mm" : "EEEE d MMMM 'à' HH:mm", zone),
    value: toDateTimeLocal(punch.at, zone),
    how: how(punch, zone),
    by: punch.author,
    reason: punch.reason,
    flags: punch.flags.map((flag) => PUNCH_FLAG_LABELS[flag]),
  };
}

const view = (punch: SheetPunch, zone: string, day: string | null): PunchView => ({
  ...row(punch, zone, day),
  replaced: punch.replaced.map((older) => row(older, zone, day)),
});

/** The week's sheet as the page writes it, in the company's zone, with the employee's reports on their shifts. */
export function timesheetView(
  sheet: Timesheet,
  zone: string,
  reports: readonly PunchReportRecord[] = [],
): TimesheetView {
  const lines = sheet.lines.map(({ shift, arrival, departure, ...figures }): SheetLineView => {
    const day = formatInZone(shift.start, "yyyy-MM-dd", zone);
    const time = (at: Date) => formatInZone(at, "HH:mm", zone);
    return {
      planningId: shift.planningId,
      day: formatInZone(shift.start, "EEEE d MMMM", zone),
      title: shift.title,
      site: shift.site,
      planned: `${time(shift.start)}–${time(shift.end)} (${formatDuration(figures.plannedMinutes)})`,
      arrival: arrival ? view(arrival, zone, day) : null,
      departure: departure ? view(departure, zone, day) : null,
      plannedStart: toDateTimeLocal(shift.start, zone),
      plannedEnd: toDateTimeLocal(shift.end, zone),
      worked: figures.workedMinutes === null ? null : formatDuration(figures.workedMinutes),
      difference:
        figures.workedMinutes === null ? null : signedDuration(figures.workedMinutes - figures.plannedMinutes),
      late: figures.lateMinutes === null ? null : `${figures.lateMinutes} min de retard`,
      early: figures.earlyMinutes === null ? null : `départ ${figures.earlyMinutes} min avant la fin`,
      reports: reports
        .filter((report) => report.planningId === shift.planningId)
        .map((report) => reportView(report, zone)),
    };
  });
  return {
    lines,
    outsidePlan: sheet.outsidePlan.map((punch) => ({
      ...view(punch, zone, null),
      kind: punch.kind === "in" ? "Arrivée" : "Départ",
      site: punch.site,
    })),
    planned: formatDuration(sheet.plannedMinutes),
    worked: formatDuration(sheet.workedMinutes),
    difference: signedDuration(sheet.workedMinutes - sheet.plannedMinutes),
  };
}
