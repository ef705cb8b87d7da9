import { inArray } from "drizzle-orm";
import { planningSeries } from "../../../../db/schema";
import type { Database } from "../../../lib/db.server";
import { readRule } from "./recurrence";
import type { SeriesInfo } from "./repeat";

/** The series the plannings belong to, as the dialogs show them. */
export async function seriesInfoOf(
  db: Database,
  occurrences: readonly {
    planningId: string;
    seriesId: string | null;
    occurrenceDate: string | null;
    detached: boolean;
  }[],
): Promise<Map<string, SeriesInfo>> {
  const ids = [...new Set(occurrences.flatMap((occurrence) => (occurrence.seriesId ? [occurrence.seriesId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: planningSeries.id, rrule: planningSeries.rrule, holidays: planningSeries.worksPublicHolidays })
    .from(planningSeries)
    .where(inArray(planningSeries.id, ids));
  const rules = new Map(rows.map((row) => [row.id, { ...readRule(row.rrule), worksPublicHolidays: row.holidays }]));
  const infos = new Map<string, SeriesInfo>();
  for (const occurrence of occurrences) {
    const rule = occurrence.seriesId ? rules.get(occurrence.seriesId) : undefined;
    if (!rule || !occurrence.seriesId || !occurrence.occurrenceDate) continue;
    infos.set(occurrence.planningId, {
      id: occurrence.seriesId,
      repeat: { ...rule.repeat, worksPublicHolidays: rule.worksPublicHolidays },
      from: rule.startLocal.slice(0, 10),
      occurrenceDate: occurrence.occurrenceDate,
      detached: occurrence.detached,
    });
  }
  return infos;
}
