import type { Tx } from "../../../lib/db.server";
import type { SessionUser } from "../../../lib/permissions";
import { toDateTimeLocal, todayIn } from "../../../lib/time";
import { findOverlaps, type Overlap } from "../overlaps";
import { OVERLAP_CODE } from "../planning-messages";
import { listBusySlots } from "../planning-writes.server";
import { done, type Outcome, refused } from "../schedule-outcome";
import type { PlanningDetails } from "../schedules.schema";
import { applyPlan, attachToSeries, moveOccurrencesFrom, planSeries } from "./occurrences.server";
import { buildRule, wallClockMinutes } from "./recurrence";
import { MAX_OCCURRENCES_PER_ACTION, type SeriesRepeat } from "./repeat";
import { endSeriesBefore, insertSeries, type SeriesDraft, type SeriesRecord, updateSeries } from "./series.server";
import { type OccurrencePlan, writtenCount } from "./series-plan";
import { firstDayOf, givesAny, windowOf } from "./series-rules";

export interface SeriesContext {
  tx: Tx;
  actor: SessionUser;
  zone: string;
}

export const EMPTY_SERIES_MESSAGE = "Cette répétition ne donne aucune occurrence : vérifiez les jours et les dates.";
export const TOO_MANY_OCCURRENCES_MESSAGE = `Cette action concernerait plus de ${MAX_OCCURRENCES_PER_ACTION} occurrences : raccourcissez la période.`;

/**
 * A series written now is materialised from the later of today and its start: one that starts next year shows its
 * first weeks at once instead of waiting for the rolling horizon.
 */
const laterOf = (today: string, start: string) => [today, start].sort()[1] ?? today;

const occurrences = (count: number) => `${count} occurrence${count > 1 ? "s" : ""}`;

/** The draft of a series made from a dialog's details and repetition, starting at `startLocal`'s day. */
export function draftFrom(
  details: PlanningDetails,
  repeat: SeriesRepeat,
  employeeIds: readonly string[],
  zone: string,
  startLocal: string = toDateTimeLocal(details.start, zone),
): SeriesDraft {
  const endLocal = toDateTimeLocal(details.end, zone);
  const durationMinutes = wallClockMinutes(toDateTimeLocal(details.start, zone), endLocal);
  const place = {
    title: details.title,
    description: details.description,
    location: details.location,
    siteId: details.siteId,
    breakMinutes: details.breakMinutes,
  };
  const rrule = buildRule({ startLocal, zone }, repeat);
  return { place, rrule, durationMinutes, worksPublicHolidays: repeat.worksPublicHolidays, employeeIds };
}

/**
 * The employees' other plannings that the plan's occurrences would overlap (the series' own occurrences being
 * replaced do not count). Call it after locking the employees.
 */
async function planOverlaps(
  tx: Tx,
  plan: OccurrencePlan,
  employeeIds: readonly string[],
  ignore: readonly string[],
): Promise<Overlap[]> {
  const periods = [...plan.insert, ...plan.keep.map((item) => item.occurrence)];
  if (periods.length === 0 || employeeIds.length === 0) return [];
  const own = new Set([...plan.keep.map((item) => item.planningId), ...plan.remove, ...ignore]);
  const range = {
    start: new Date(Math.min(...periods.map((period) => period.start.getTime()))),
    end: new Date(Math.max(...periods.map((period) => period.end.getTime()))),
  };
  const slots = (await listBusySlots(tx, employeeIds, range)).filter((slot) => !own.has(slot.planningId));
  const seen = new Set<string>();
  return periods
    .flatMap((period) => findOverlaps({ start: period.start, end: period.end, employeeIds }, slots))
    .filter((overlap) => {
      const key = `${overlap.planningId}/${overlap.employeeId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The refusal a plan meets before it is written: too many occurrences, or overlaps not yet confirmed. */
async function planRefusal(
  tx: Tx,
  plan: OccurrencePlan,
  employeeIds: readonly string[],
  confirmed: boolean,
  ignore: readonly string[] = [],
): Promise<Outcome | null> {
  if (writtenCount(plan) > MAX_OCCURRENCES_PER_ACTION)
    return refused("TOO_MANY_OCCURRENCES", TOO_MANY_OCCURRENCES_MESSAGE);
  if (confirmed) return null;
  const overlaps = await planOverlaps(tx, plan, employeeIds, ignore);
  return overlaps.length > 0 ? { ok: false, code: OVERLAP_CODE, message: "Chevauchement de planning", overlaps } : null;
}

/**
 * A new series and its occurrences up to the horizon. `adopt` is a one-off planning that starts it: it becomes the
 * occurrence of its day (when the rule gives that day) instead of a copy beside it.
 */
export async function createSeries(
  { tx, actor, zone }: SeriesContext,
  draft: SeriesDraft,
  confirmed: boolean,
  adopt?: { planningId: string; date: string },
): Promise<Outcome> {
  if (!givesAny(draft.rrule, draft.durationMinutes)) return refused("EMPTY_SERIES", EMPTY_SERIES_MESSAGE, "repeatDays");
  const window = windowOf(draft.rrule, firstDayOf(draft.rrule), laterOf(todayIn(zone), firstDayOf(draft.rrule)));
  const planned = await planSeries(tx, null, draft, [], window);
  const refusal = await planRefusal(tx, planned, draft.employeeIds, confirmed, adopt ? [adopt.planningId] : []);
  if (refusal) return refusal;
  const series = await insertSeries(tx, draft, window.to, actor.id);
  const adopted = adopt && planned.insert.some((occurrence) => occurrence.date === adopt.date);
  if (adopted) await attachToSeries(tx, adopt.planningId, series.id, adopt.date);
  const plan = adopted ? await planSeries(tx, series.id, draft, [], window) : planned;
  await applyPlan(tx, series, plan, { to: window.to, createdBy: actor.id, zone });
  return done(`Le planning récurrent a été ajouté avec succès (${occurrences(writtenCount(plan))}).`);
}

/**
 * Changes a series from the occurrence of `day` on ("following") or as a whole ("series"): a change from a later
 * occurrence ends the series the day before and continues it as a new series that takes over the occurrences from
 * that day, so that the past stays as it was. `checked` are the employees whose overlaps are checked.
 */
export async function changeSeries(
  { tx, actor, zone }: SeriesContext,
  series: SeriesRecord,
  scope: "following" | "series",
  day: string,
  next: SeriesDraft,
  checked: readonly string[],
  confirmed: boolean,
): Promise<Outcome | null> {
  if (!givesAny(next.rrule, next.durationMinutes)) return refused("EMPTY_SERIES", EMPTY_SERIES_MESSAGE, "repeatDays");
  const today = todayIn(zone);
  const whole = scope === "series" || day <= firstDayOf(series.rrule);
  const from = whole ? firstDayOf(series.rrule) : day;
  // A change that moves the start earlier than `day` keeps its new first occurrence.
  const [earliest = from] = [from, firstDayOf(next.rrule)].sort();
  const window = windowOf(next.rrule, earliest, laterOf(today, earliest));
  const excluded = series.excludedDates.filter((date) => date >= from);
  const plan = await planSeries(tx, series.id, next, excluded, window, from);
  const refusal = await planRefusal(tx, plan, checked, confirmed);
  if (refusal) return refusal;
  if (whole) {
    await applyPlan(tx, await updateSeries(tx, series, next), plan, { to: window.to, createdBy: actor.id, zone });
    return null;
  }
  await endSeriesBefore(tx, series, day);
  const continued = await insertSeries(tx, next, window.to, actor.id, excluded);
  await moveOccurrencesFrom(tx, series, day, continued.id);
  await applyPlan(tx, continued, plan, { to: window.to, createdBy: actor.id, zone });
  return null;
}
