import { formatInZone } from "../../lib/time";

/** "2025-09-15" → "15 septembre 2025", "1er octobre 2025": a calendar date, the same whatever the time zone. */
export function formatLongDate(isoDate: string): string {
  return formatInZone(`${isoDate}T12:00:00Z`, "d MMMM yyyy", "UTC");
}
