import { formatInZone, shiftDay, todayIn, wallTimeToInstant } from "../../lib/time";

/** What the strip above the home page's hero tells a signed-in member of staff. */
export type StaffStrip =
  | { kind: "employee"; next: { startTime: string; endTime: string; place: string | null } | null }
  | { kind: "manager"; shiftsToday: number };

/** Today's Paris midnight and the next one: the shifts that meet this range are today's work. */
export function todayRange(zone: string, now: Date = new Date()): { start: Date; end: Date } {
  const today = todayIn(zone, now);
  const start = wallTimeToInstant(`${today}T00:00`, zone);
  const end = wallTimeToInstant(`${shiftDay(today, 1)}T00:00`, zone);
  // Midnight always exists in Paris; the fallback only guards other zones.
  return {
    start: start.ok ? start.instant : new Date(`${today}T00:00:00Z`),
    end: end.ok ? end.instant : new Date(`${shiftDay(today, 1)}T00:00:00Z`),
  };
}

/** "Lundi 12 janvier, 06:00 – 09:30". */
export function shiftWhen(shift: { startTime: string; endTime: string }, zone: string): string {
  const day = formatInZone(shift.startTime, "EEEE d MMMM", zone);
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${formatInZone(shift.startTime, "HH:mm", zone)} – ${formatInZone(shift.endTime, "HH:mm", zone)}`;
}

export function shiftsTodayText(count: number): string {
  if (count === 0) return "Aucune intervention prévue aujourd'hui";
  return count === 1 ? "1 intervention prévue aujourd'hui" : `${count} interventions prévues aujourd'hui`;
}
