import { weekOf } from "../../../lib/time";
import { type PlanningHandler, SITE_UNAVAILABLE } from "../planning-checks.server";
import { OVERLAP_CODE, PLANNING_MESSAGES } from "../planning-messages";
import { listBusySlots, lockEmployees } from "../planning-writes.server";
import { done, refused } from "../schedule-outcome";
import { freeAbsentShifts } from "../vacancies.server";
import { conflictLines, copiesSpan, copyCountText, copyDoneText, findCopyConflicts, planCopies } from "./copy-week";
import { MAX_COPIED_PLANNINGS, tooManyCopiesMessage, withSkippedSeries } from "./copy-week.schema";
import { insertCopies, lockCopySites, readWeekPlannings } from "./copy-week.server";

/**
 * Copies a week's plannings (of one site, or all) to the Mondays chosen, for the employees who may still be given
 * work; overlaps come back as one warning line each until confirmed. A copy on an absence is *à remplacer*.
 */
export const copyWeekAction: PlanningHandler<"copy-week"> = async (
  { sourceMonday, siteId, mondays, confirmed },
  { tx, actor, zone },
) => {
  const week = weekOf(sourceMonday, zone);
  if (!week) return refused("VALIDATION_ERROR", PLANNING_MESSAGES.copyEmpty);
  if (siteId && (await lockCopySites(tx, [siteId]))) return SITE_UNAVAILABLE;
  const { oneOff: sources, fromSeries } = await readWeekPlannings(tx, week, siteId);
  if (sources.length === 0) {
    return refused("NOTHING_TO_COPY", withSkippedSeries(PLANNING_MESSAGES.copyEmpty, fromSeries));
  }
  const count = sources.length * mondays.length;
  if (count > MAX_COPIED_PLANNINGS) return refused("TOO_MANY_PLANNINGS", tooManyCopiesMessage(count));
  const siteIds = sources.flatMap((source) => (source.siteId ? [source.siteId] : []));
  const unusable = await lockCopySites(tx, siteIds);
  if (unusable) {
    const message = unusable.unusable
      ? `Le site « ${unusable.unusable} » a été archivé : ses plannings ne peuvent pas être copiés.`
      : PLANNING_MESSAGES.siteUnavailable;
    return refused("SITE_UNAVAILABLE", message);
  }
  // Locked before the overlap check, as every other write: nobody adds a planning to them meanwhile.
  const locked = await lockEmployees(tx, [...new Set(sources.flatMap((source) => source.employeeIds))]);
  // The copies go to those who may still be given work.
  const known = new Set([...locked].flatMap(([id, active]) => (active ? [id] : [])));
  const copies = planCopies(
    sources.map((source) => ({ ...source, employeeIds: source.employeeIds.filter((id) => known.has(id)) })),
    sourceMonday,
    mondays,
    zone,
  );
  const span = copiesSpan(copies);
  if (!confirmed && span) {
    const slots = await listBusySlots(tx, [...known], span);
    const conflicts = findCopyConflicts(copies, slots);
    if (conflicts.length > 0) {
      const message = withSkippedSeries(copyCountText(count, mondays.length), fromSeries);
      return { ok: false, code: OVERLAP_CODE, message, formErrors: conflictLines(conflicts, zone) };
    }
  }
  await insertCopies(tx, copies, actor.id);
  // A copy onto someone's absence waits for a replacement, as the shifts the absence freed do.
  if (span) await freeAbsentShifts(tx, [...known], span, zone);
  return done(withSkippedSeries(copyDoneText(count, mondays), fromSeries));
};
