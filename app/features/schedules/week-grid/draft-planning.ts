import { wallTimeToInstant } from "../../../lib/time";
import type { Planning } from "../schedules";
import type { CellPrefill } from "./week-grid";

/** The wall-clock times a new planning of a cell starts with: a morning, that the manager adjusts. */
export const DEFAULT_SHIFT = { start: "08:00", end: "12:00" } as const;

/**
 * The details an add dialog starts from (a planning not yet saved, no id): its day at 08:00–12:00 Paris (a time
 * every day has, DST changes included) or at the times proposed, and its row's place. Null for a day that is not a
 * date.
 */
export function draftPlanning(prefill: CellPrefill, zone: string): Planning | null {
  const times = prefill.times ?? DEFAULT_SHIFT;
  const start = wallTimeToInstant(`${prefill.day}T${times.start}`, zone);
  const end = wallTimeToInstant(`${prefill.day}T${times.end}`, zone);
  if (!start.ok || !end.ok) return null;
  return {
    id: "",
    title: prefill.title ?? "",
    description: null,
    location: prefill.location || null,
    startTime: start.instant.toISOString(),
    endTime: end.instant.toISOString(),
    isAllDay: false,
    breakMinutes: 0,
    site: null,
    assignedUsers: [],
  };
}
