import { fullName } from "../../domain/people";
import type { Tx } from "../../lib/db.server";
import {
  ALREADY_ASSIGNED,
  absenceRefusal,
  EMPLOYEE_INACTIVE,
  EMPLOYEE_NOT_FOUND,
  lockForEdit,
  newcomersRefusal,
  overlapRefusal,
  type PlanningHandler,
  type SeriesReach,
  seriesReach,
} from "./planning-checks.server";
import { addEmployee, lockEmployee, lockEmployees, removeAssignment, type StaffName } from "./planning-writes.server";
import { done, type Outcome } from "./schedule-outcome";
import type { Planning } from "./schedules";
import type { PlanningDetails } from "./schedules.schema";
import { lockOccurrence, markDetached } from "./series/occurrences.server";
import { seriesDraftOf } from "./series/series.server";
import { changeSeries } from "./series/series-actions.server";
import { startRuleOn } from "./series/series-rules";

/** The planning's details as a form would send them unchanged. */
export function planningDetailsOf(planning: Planning): PlanningDetails {
  return {
    title: planning.title,
    location: planning.location,
    siteId: planning.site?.id ?? null,
    description: planning.description,
    start: new Date(planning.startTime),
    end: new Date(planning.endTime),
    breakMinutes: planning.breakMinutes,
  };
}

/** The employee who replaces another on `planning`: locked, existing and not already on it. */
export async function lockReplacement(
  tx: Tx,
  planning: Planning,
  employeeId: string,
): Promise<{ ok: true; employee: StaffName } | { ok: false; refusal: Outcome }> {
  if (planning.assignedUsers.some((person) => person.id === employeeId))
    return { ok: false, refusal: ALREADY_ASSIGNED };
  const found = await lockEmployee(tx, employeeId);
  if (!found) return { ok: false, refusal: EMPLOYEE_NOT_FOUND };
  return found.active ? { ok: true, employee: found } : { ok: false, refusal: EMPLOYEE_INACTIVE };
}

/** The series' draft for an employee change from the occurrence on: the same rule, restarted there for "following". */
function staffedDraft({ series, scope, occurrence }: SeriesReach, employeeIds: string[]) {
  const rrule = scope === "following" ? startRuleOn(series.rrule, occurrence.date) : series.rrule;
  return { ...seriesDraftOf(series), rrule, employeeIds };
}

/** One more employee on a planning, or on the series from it on. */
export const addEmployeeAction: PlanningHandler<"add-employee"> = async (
  { planningId, employeeId, details: asked, confirmed, scope },
  context,
) => {
  const { tx, actor } = context;
  const edit = await lockForEdit(tx, planningId, asked);
  if ("refusal" in edit) return edit.refusal;
  const { planning, occurrence, details } = edit;
  if (planning.assignedUsers.some((person) => person.id === employeeId)) return ALREADY_ASSIGNED;
  const refusal = newcomersRefusal(await lockEmployees(tx, [employeeId]), [employeeId]);
  if (refusal) return refusal;
  const reach = seriesReach(edit, scope);
  if (reach) {
    const next = staffedDraft(reach, [...reach.series.employeeIds, employeeId]);
    const { series, occurrence: changed } = reach;
    const outcome = await changeSeries(context, series, reach.scope, changed.date, next, [employeeId], confirmed);
    return outcome ?? done("L'utilisateur a été ajouté à la série avec succès.");
  }
  const absent = await absenceRefusal(tx, [employeeId], details, context.zone);
  if (absent) return absent;
  const overlap = await overlapRefusal(tx, details, [employeeId], null, confirmed);
  if (overlap) return overlap;
  const joined = await addEmployee(tx, planning, employeeId, details, actor.id);
  if (occurrence && joined === planning.id) await markDetached(tx, planningId);
  return done("L'utilisateur a été ajouté au planning avec succès.");
};

/** An employee taken off a planning (or the series from it on), replaced by another when one is named. */
export const removeEmployeeAction: PlanningHandler<"remove-employee"> = async (
  { planningId, assignmentId, scope, replacementId, confirmed },
  context,
) => {
  const { tx, actor } = context;
  const locked = await lockOccurrence(tx, planningId);
  const person = locked?.planning.assignedUsers.find((candidate) => candidate.assignmentId === assignmentId);
  if (!locked || !person) return EMPLOYEE_NOT_FOUND;
  const { planning, occurrence } = locked;
  const replacement = replacementId ? await lockReplacement(tx, planning, replacementId) : null;
  if (replacement && !replacement.ok) return replacement.refusal;
  const newcomer = replacement?.employee ?? null;
  const finished = (target: string) =>
    done(
      newcomer
        ? `${fullName(person)} a été remplacé par ${fullName(newcomer)} avec succès.`
        : `${fullName(person)} a été retiré ${target} avec succès.`,
    );
  const reach = seriesReach(locked, scope);
  if (reach) {
    const staff = reach.series.employeeIds.filter((id) => id !== person.id);
    const next = staffedDraft(reach, newcomer ? [...staff, newcomer.id] : staff);
    const checked = newcomer ? [newcomer.id] : [];
    const { series, occurrence: changed } = reach;
    const outcome = await changeSeries(context, series, reach.scope, changed.date, next, checked, confirmed);
    return outcome ?? finished("de la série");
  }
  if (newcomer) {
    const absent = await absenceRefusal(tx, [newcomer.id], planningDetailsOf(planning), context.zone);
    if (absent) return absent;
    const overlap = await overlapRefusal(tx, planningDetailsOf(planning), [newcomer.id], null, confirmed);
    if (overlap) return overlap;
  }
  await removeAssignment(tx, person.assignmentId);
  if (newcomer) await addEmployee(tx, planning, newcomer.id, planningDetailsOf(planning), actor.id);
  if (occurrence) await markDetached(tx, planningId);
  return finished("du planning");
};
