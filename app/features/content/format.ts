import { format } from "date-fns";
import { fr } from "date-fns/locale";

function calendarDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year as number, (month as number) - 1, day as number);
}

/** "2025-09-15" → "15 septembre 2025": a calendar date, the same whatever the time zone. */
export function formatLongDate(isoDate: string): string {
  return format(calendarDate(isoDate), "d MMMM yyyy", { locale: fr });
}
