import { frenchDay, toDateTimeLocal } from "../../lib/time";
import {
  absenceRefusal,
  EMPLOYEE_NOT_FOUND,
  lockForEdit,
  newcomersRefusal,
  overlapRefusal,
  PLANNING_GONE,
  type PlanningHandler,
  SITE_UNAVAILABLE,
  seriesReach,
} from "./planning-checks.server";
import {
  createPlanning,
  deletePlanning,
  lockAssignment,
  lockEmployees,
  placeDetails,
  updateAssignment,
  updatePlanning,
} from "./planning-writes.server";
import { done } from "./schedule-outcome";
import { deleteOccurrencesFrom, lockOccurrence, markDetached, occurrenceOf } from "./series/occurrences.server";
import { readRule } from "./series/recurrence";
import { deleteSeries, endSeriesBefore, excludeDate } from "./series/series.server";
import { changeSeries, createSeries, draftFrom } from "./series/series-actions.server";
import { firstDayOf } from "./series/series-rules";

/** A new planning, one-off or the series its repetition asks for. */
export const createAction: PlanningHandler<"create"> = async (
  { employeeIds, details: asked, confirmed, repeat },
  context,
) => {
  const { tx, actor, zone } = context;
  const details = await placeDetails(tx, asked);
  if (!details) return SITE_UNAVAILABLE;
  const refusal = newcomersRefusal(await lockEmployees(tx, employeeIds), employeeIds);
  if (refusal) return refusal;
  if (repeat) return createSeries(context, draftFrom(details, repeat, employeeIds, zone), confirmed);
  const absent = await absenceRefusal(tx, employeeIds, details, zone);
  if (absent) return absent;
  const overlap = await overlapRefusal(tx, details, employeeIds, null, confirmed);
  if (overlap) return overlap;
  await createPlanning(tx, details, employeeIds, actor.id);
  return done("Le planning a été ajouté avec succès.");
};

/** New details for a planning, for the series from it on, or for the whole series; a repetition makes it a series. */
export const updateAction: PlanningHandler<"update"> = async (
  { planningId, details: asked, confirmed, repeat, scope },
  context,
) => {
  const { tx, zone } = context;
  const edit = await lockForEdit(tx, planningId, asked);
  if ("refusal" in edit) return edit.refusal;
  const { planning, occurrence, series, details } = edit;
  const employeeIds = planning.assignedUsers.map((person) => person.id);
  await lockEmployees(tx, [...employeeIds, ...(series?.employeeIds ?? [])]);
  const reach = seriesReach(edit, scope);
  if (reach) {
    const startLocal = toDateTimeLocal(details.start, zone);
    const from = reach.scope === "series" ? `${firstDayOf(reach.series.rrule)}${startLocal.slice(10)}` : startLocal;
    const staff = reach.series.employeeIds;
    const kept = { ...readRule(reach.series.rrule).repeat, worksPublicHolidays: reach.series.worksPublicHolidays };
    const next = draftFrom(details, repeat ?? kept, staff, zone, from);
    const outcome = await changeSeries(
      context,
      reach.series,
      reach.scope,
      reach.occurrence.date,
      next,
      staff,
      confirmed,
    );
    return outcome ?? done("La série a été mise à jour avec succès.");
  }
  if (!series && repeat) {
    const adopt = { planningId, date: toDateTimeLocal(details.start, zone).slice(0, 10) };
    const outcome = await createSeries(context, draftFrom(details, repeat, employeeIds, zone), confirmed, adopt);
    if (!outcome.ok) return outcome;
    await updatePlanning(tx, planningId, details);
    return outcome;
  }
  const overlap = await overlapRefusal(tx, details, employeeIds, planningId, confirmed);
  if (overlap) return overlap;
  await updatePlanning(tx, planningId, details);
  if (occurrence) await markDetached(tx, planningId);
  return done("Le planning a été mis à jour avec succès.");
};

/** New details for one employee's part of a planning: it becomes a planning of its own. */
export const updateOneAction: PlanningHandler<"update-one"> = async (
  { assignmentId, details: asked, confirmed },
  { tx, actor },
) => {
  const assignment = await lockAssignment(tx, assignmentId);
  if (!assignment) return EMPLOYEE_NOT_FOUND;
  const details = await placeDetails(tx, asked, assignment.siteId);
  if (!details) return SITE_UNAVAILABLE;
  await lockEmployees(tx, [assignment.employeeId]);
  const overlap = await overlapRefusal(tx, details, [assignment.employeeId], assignment.planningId, confirmed);
  if (overlap) return overlap;
  await updateAssignment(tx, assignment, details, actor.id);
  if (await occurrenceOf(tx, assignment.planningId)) await markDetached(tx, assignment.planningId);
  return done(`Le planning de ${assignment.employeeName} a été mis à jour avec succès.`);
};

/** Deletes a planning, the series from it on, or the whole series. */
export const deleteAction: PlanningHandler<"delete"> = async ({ planningId, scope }, { tx }) => {
  const locked = await lockOccurrence(tx, planningId);
  if (!locked) return PLANNING_GONE;
  const reach = seriesReach(locked, scope);
  if (reach) {
    const { series, occurrence } = reach;
    if (reach.scope === "series" || occurrence.date <= firstDayOf(series.rrule)) {
      await deleteSeries(tx, series.id);
      return done("La série a été supprimée avec succès.");
    }
    await endSeriesBefore(tx, series, occurrence.date);
    await deleteOccurrencesFrom(tx, series, occurrence.date);
    return done(`Les occurrences à partir du ${frenchDay(occurrence.date)} ont été supprimées avec succès.`);
  }
  await deletePlanning(tx, planningId);
  if (locked.occurrence) await excludeDate(tx, locked.occurrence.seriesId, locked.occurrence.date);
  return done("Le planning a été supprimé avec succès.");
};
