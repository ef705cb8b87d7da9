import { sql } from "drizzle-orm";
import { planningSeries } from "../../../../db/schema";
import type { Database } from "../../../lib/db.server";
import { shiftDay } from "../../../lib/time";
import { silenceNotices } from "../notice-silence.server";
import { applyPlan, planSeries } from "./occurrences.server";
import { lockSeries, seriesDraftOf } from "./series.server";
import { horizonOf, windowOf } from "./series-rules";

/**
 * Extends every series whose occurrences stop before the horizon of `today` in `zone`: the nightly job. Each series
 * is its own transaction; occurrences already there are left alone.
 */
export async function extendSeriesHorizons(db: Database, today: string, zone: string): Promise<number> {
  const horizon = horizonOf(today);
  const due = await db
    .select({ id: planningSeries.id })
    .from(planningSeries)
    .where(sql`${planningSeries.materializedUntil} < ${horizon}::date`);
  let written = 0;
  for (const { id } of due) {
    written += await db.transaction(async (tx) => {
      // Occurrences appearing at the far end of the horizon are no change to anyone's coming weeks.
      await silenceNotices(tx);
      const series = await lockSeries(tx, id);
      if (!series || series.materializedUntil >= horizon) return 0;
      const window = windowOf(series.rrule, shiftDay(series.materializedUntil, 1), today);
      const insert =
        window.from > window.to
          ? []
          : (await planSeries(tx, id, seriesDraftOf(series), series.excludedDates, window)).insert;
      await applyPlan(tx, series, { insert, keep: [], remove: [] }, { to: horizon, createdBy: null, zone });
      return insert.length;
    });
  }
  return written;
}
