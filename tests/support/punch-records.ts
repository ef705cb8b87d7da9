import type { PlannedShift, PunchRecord } from "../../app/features/attendance/timesheet";

/** Tuesday 3 March 2026, 06:00–09:00 in Paris, a 30-minute break, at « Tour ». */
export const plannedShift: PlannedShift = {
  planningId: "p1",
  title: "Hall",
  site: "Tour",
  siteId: "s",
  start: new Date("2026-03-03T05:00:00Z"),
  end: new Date("2026-03-03T08:00:00Z"),
  breakMinutes: 30,
};

/** A punch for that shift, made by QR code by the employee, unless told otherwise. */
export function punchRecord(id: string, kind: "in" | "out", at: string, extra: Partial<PunchRecord> = {}): PunchRecord {
  return {
    id,
    kind,
    at: new Date(at),
    planningId: "p1",
    siteId: "s",
    site: "Tour",
    method: "qr",
    author: "Awa Diallo",
    supersedesId: null,
    reason: null,
    flags: [],
    sentAt: null,
    ...extra,
  };
}
