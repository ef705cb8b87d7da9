import { parseWithZod } from "@conform-to/zod/v4";
import { fullName } from "../../domain/people";
import { getDb, type Tx } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { failure, success } from "../../lib/result";
import { frenchDay, toDateTimeLocal, weekOf } from "../../lib/time";
import {
  conflictLines,
  copiesSpan,
  copyCountText,
  copyDoneText,
  findCopyConflicts,
  planCopies,
} from "./copy-week/copy-week";
import { COPY_EMPTY_MESSAGE, MAX_COPIED_PLANNINGS, tooManyCopiesMessage } from "./copy-week/copy-week.schema";
import { insertCopies, lockCopySites, readWeekPlannings } from "./copy-week/copy-week.server";
import { type LabourGate, RolledBack, writeWithinLabourRules } from "./labour-check.server";
import { silenceNotices } from "./notice-silence.server";
import { findOverlaps, overlapLines } from "./overlaps";
import {
  addEmployee,
  createPlanning,
  deletePlanning,
  listBusySlots,
  lockAssignment,
  lockEmployee,
  lockEmployees,
  placeDetails,
  removeAssignment,
  type StaffName,
  updateAssignment,
  updatePlanning,
} from "./planning-writes.server";
import { done, type Outcome, refused } from "./schedule-outcome";
import type { Planning } from "./schedules";
import {
  EMPLOYEE_INACTIVE_MESSAGE,
  EMPLOYEE_NOT_FOUND_MESSAGE,
  LABOUR_REASON_MESSAGE,
  OVERLAP_CODE,
  type PlanningDetails,
  type ScheduleAction,
  type ScheduleIntent,
  SITE_UNAVAILABLE_MESSAGE,
  scheduleActionSchema,
} from "./schedules.schema";
import { deleteOccurrencesFrom, lockOccurrence, markDetached, occurrenceOf } from "./series/occurrences.server";
import { readRule } from "./series/recurrence";
import { deleteSeries, endSeriesBefore, excludeDate, type SeriesRecord, seriesDraftOf } from "./series/series.server";
import { changeSeries, createSeries, draftFrom, type SeriesContext } from "./series/series-actions.server";
import { firstDayOf, startRuleOn } from "./series/series-rules";

interface Handler<I extends ScheduleIntent> {
  run(input: Extract<ScheduleAction, { intent: I }>, context: SeriesContext): Promise<Outcome>;
  /** The product's message when the write fails unexpectedly. */
  fallback: string;
}

const PLANNING_GONE = refused("PLANNING_NOT_FOUND", "Ce planning n'existe plus.");
const EMPLOYEE_NOT_FOUND = refused("EMPLOYEE_NOT_FOUND", EMPLOYEE_NOT_FOUND_MESSAGE);
const EMPLOYEE_INACTIVE = refused("EMPLOYEE_INACTIVE", EMPLOYEE_INACTIVE_MESSAGE);

/** Why these employees may not be given new work: one does not exist, or is deactivated or awaiting approval. */
function newcomersRefusal(known: Map<string, boolean>, employeeIds: readonly string[]): Outcome | null {
  if (employeeIds.some((id) => !known.has(id))) return EMPLOYEE_NOT_FOUND;
  if (employeeIds.some((id) => !known.get(id))) return EMPLOYEE_INACTIVE;
  return null;
}
const ALREADY_ASSIGNED = refused("ALREADY_ASSIGNED", "Cet employé est déjà assigné à ce planning.");
const SITE_UNAVAILABLE = refused("SITE_UNAVAILABLE", SITE_UNAVAILABLE_MESSAGE);

type LockedOccurrence = NonNullable<Awaited<ReturnType<typeof lockOccurrence>>>;

/**
 * Locks the occurrence being changed, then places the details asked for (its current site stays usable even when
 * archived): the refusal when the planning is gone or the site asked for is unavailable.
 */
async function lockForEdit(
  tx: Tx,
  planningId: string,
  asked: PlanningDetails,
): Promise<{ refusal: Outcome } | (LockedOccurrence & { details: PlanningDetails })> {
  const locked = await lockOccurrence(tx, planningId);
  if (!locked) return { refusal: PLANNING_GONE };
  const details = await placeDetails(tx, asked, locked.planning.site?.id);
  if (!details) return { refusal: SITE_UNAVAILABLE };
  return { ...locked, details };
}

/**
 * The employees' other plannings over the new period (none once the user confirmed). Call it after locking the
 * employees, so that nobody adds one before this transaction writes.
 */
async function overlapRefusal(
  tx: Tx,
  details: PlanningDetails,
  employeeIds: readonly string[],
  ignorePlanningId: string | null,
  confirmed: boolean,
): Promise<Outcome | null> {
  if (confirmed) return null;
  const slots = await listBusySlots(tx, employeeIds, { start: details.start, end: details.end });
  const overlaps = findOverlaps({ start: details.start, end: details.end, employeeIds, ignorePlanningId }, slots);
  return overlaps.length > 0 ? { ok: false, code: OVERLAP_CODE, message: "Chevauchement de planning", overlaps } : null;
}

/** The planning's details as a form would send them unchanged. */
function planningDetailsOf(planning: Planning): PlanningDetails {
  return {
    title: planning.title,
    location: planning.location,
    siteId: planning.site?.id ?? null,
    description: planning.description,
    start: new Date(planning.startTime),
    end: new Date(planning.endTime),
  };
}

/** The employee who replaces another on `planning`: locked, existing and not already on it. */
async function lockReplacement(
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

/** The series' draft for an employee change from `day` on: the same rule, restarted on that day for "following". */
function staffedDraft(series: SeriesRecord, scope: "following" | "series", day: string, employeeIds: string[]) {
  const rrule = scope === "following" ? startRuleOn(series.rrule, day) : series.rrule;
  return { ...seriesDraftOf(series), rrule, employeeIds };
}

const HANDLERS: { [I in ScheduleIntent]: Handler<I> } = {
  create: {
    fallback: "Impossible d'ajouter le planning.",
    async run({ employeeIds, details: asked, confirmed, repeat }, context) {
      const { tx, actor, zone } = context;
      const details = await placeDetails(tx, asked);
      if (!details) return SITE_UNAVAILABLE;
      const refusal = newcomersRefusal(await lockEmployees(tx, employeeIds), employeeIds);
      if (refusal) return refusal;
      if (repeat) return createSeries(context, draftFrom(details, repeat, employeeIds, zone), confirmed);
      const overlap = await overlapRefusal(tx, details, employeeIds, null, confirmed);
      if (overlap) return overlap;
      await createPlanning(tx, details, employeeIds, actor.id);
      return done("Le planning a été ajouté avec succès.");
    },
  },
  update: {
    fallback: "Impossible de mettre à jour le planning.",
    async run({ planningId, details: asked, confirmed, repeat, scope }, context) {
      const { tx, zone } = context;
      const edit = await lockForEdit(tx, planningId, asked);
      if ("refusal" in edit) return edit.refusal;
      const { planning, occurrence, series, details } = edit;
      const employeeIds = planning.assignedUsers.map((person) => person.id);
      await lockEmployees(tx, [...employeeIds, ...(series?.employeeIds ?? [])]);
      if (series && occurrence && scope !== "occurrence") {
        const startLocal = toDateTimeLocal(details.start, zone);
        const from = scope === "series" ? `${firstDayOf(series.rrule)}${startLocal.slice(10)}` : startLocal;
        const next = draftFrom(details, repeat ?? readRule(series.rrule).repeat, series.employeeIds, zone, from);
        const outcome = await changeSeries(
          context,
          series,
          scope,
          occurrence.date,
          next,
          series.employeeIds,
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
    },
  },
  "update-one": {
    fallback: "Impossible de mettre à jour le planning.",
    async run({ scheduleId, details: asked, confirmed }, { tx, actor }) {
      const assignment = await lockAssignment(tx, scheduleId);
      if (!assignment) return EMPLOYEE_NOT_FOUND;
      const details = await placeDetails(tx, asked, assignment.siteId);
      if (!details) return SITE_UNAVAILABLE;
      await lockEmployees(tx, [assignment.employeeId]);
      const overlap = await overlapRefusal(tx, details, [assignment.employeeId], assignment.planningId, confirmed);
      if (overlap) return overlap;
      await updateAssignment(tx, assignment, details, actor.id);
      if (await occurrenceOf(tx, assignment.planningId)) await markDetached(tx, assignment.planningId);
      return done(`Le planning de ${assignment.employeeName} a été mis à jour avec succès.`);
    },
  },
  delete: {
    fallback: "Impossible de supprimer le planning.",
    async run({ planningId, scope }, { tx }) {
      const locked = await lockOccurrence(tx, planningId);
      if (!locked) return PLANNING_GONE;
      const { occurrence, series } = locked;
      if (series && occurrence && scope !== "occurrence") {
        if (scope === "series" || occurrence.date <= firstDayOf(series.rrule)) {
          await deleteSeries(tx, series.id);
          return done("La série a été supprimée avec succès.");
        }
        await endSeriesBefore(tx, series, occurrence.date);
        await deleteOccurrencesFrom(tx, series, occurrence.date);
        return done(`Les occurrences à partir du ${frenchDay(occurrence.date)} ont été supprimées avec succès.`);
      }
      await deletePlanning(tx, planningId);
      if (occurrence) await excludeDate(tx, occurrence.seriesId, occurrence.date);
      return done("Le planning a été supprimé avec succès.");
    },
  },
  "add-employee": {
    fallback: "Impossible d'ajouter l'utilisateur au planning.",
    async run({ planningId, employeeId, details: asked, confirmed, scope }, context) {
      const { tx, actor } = context;
      const edit = await lockForEdit(tx, planningId, asked);
      if ("refusal" in edit) return edit.refusal;
      const { planning, occurrence, series, details } = edit;
      if (planning.assignedUsers.some((person) => person.id === employeeId)) return ALREADY_ASSIGNED;
      const refusal = newcomersRefusal(await lockEmployees(tx, [employeeId]), [employeeId]);
      if (refusal) return refusal;
      if (series && occurrence && scope !== "occurrence") {
        const next = staffedDraft(series, scope, occurrence.date, [...series.employeeIds, employeeId]);
        const outcome = await changeSeries(context, series, scope, occurrence.date, next, [employeeId], confirmed);
        return outcome ?? done("L'utilisateur a été ajouté à la série avec succès.");
      }
      const overlap = await overlapRefusal(tx, details, [employeeId], null, confirmed);
      if (overlap) return overlap;
      const joined = await addEmployee(tx, planning, employeeId, details, actor.id);
      if (occurrence && joined === planning.id) await markDetached(tx, planningId);
      return done("L'utilisateur a été ajouté au planning avec succès.");
    },
  },
  "remove-employee": {
    fallback: "Impossible de retirer l'utilisateur du planning.",
    async run({ planningId, scheduleId, scope, replacementId, confirmed }, context) {
      const { tx, actor } = context;
      const locked = await lockOccurrence(tx, planningId);
      const person = locked?.planning.assignedUsers.find((candidate) => candidate.scheduleId === scheduleId);
      if (!locked || !person) return EMPLOYEE_NOT_FOUND;
      const { planning, occurrence, series } = locked;
      const replacement = replacementId ? await lockReplacement(tx, planning, replacementId) : null;
      if (replacement && !replacement.ok) return replacement.refusal;
      const newcomer = replacement?.employee ?? null;
      const finished = (target: string) =>
        done(
          newcomer
            ? `${fullName(person)} a été remplacé par ${fullName(newcomer)} avec succès.`
            : `${fullName(person)} a été retiré ${target} avec succès.`,
        );
      if (series && occurrence && scope !== "occurrence") {
        const staff = series.employeeIds.filter((id) => id !== person.id);
        const next = staffedDraft(series, scope, occurrence.date, newcomer ? [...staff, newcomer.id] : staff);
        const checked = newcomer ? [newcomer.id] : [];
        const outcome = await changeSeries(context, series, scope, occurrence.date, next, checked, confirmed);
        return outcome ?? finished("de la série");
      }
      if (newcomer) {
        const period = { start: new Date(planning.startTime), end: new Date(planning.endTime) };
        const overlap = await overlapRefusal(
          tx,
          { ...planningDetailsOf(planning), ...period },
          [newcomer.id],
          null,
          confirmed,
        );
        if (overlap) return overlap;
      }
      await removeAssignment(tx, person.scheduleId);
      if (newcomer) await addEmployee(tx, planning, newcomer.id, planningDetailsOf(planning), actor.id);
      if (occurrence) await markDetached(tx, planningId);
      return finished("du planning");
    },
  },
  "copy-week": {
    fallback: "Impossible de copier la semaine.",
    async run({ sourceMonday, siteId, mondays, confirmed }, { tx, actor, zone }) {
      const week = weekOf(sourceMonday, zone);
      if (!week) return refused("VALIDATION_ERROR", COPY_EMPTY_MESSAGE);
      if (siteId && (await lockCopySites(tx, [siteId]))) return SITE_UNAVAILABLE;
      const sources = await readWeekPlannings(tx, week, siteId);
      if (sources.length === 0) return refused("NOTHING_TO_COPY", COPY_EMPTY_MESSAGE);
      const count = sources.length * mondays.length;
      if (count > MAX_COPIED_PLANNINGS) return refused("TOO_MANY_PLANNINGS", tooManyCopiesMessage(count));
      const siteIds = sources.flatMap((source) => (source.siteId ? [source.siteId] : []));
      const unusable = await lockCopySites(tx, siteIds);
      if (unusable) {
        const message = unusable.unusable
          ? `Le site « ${unusable.unusable} » a été archivé : ses plannings ne peuvent pas être copiés.`
          : SITE_UNAVAILABLE_MESSAGE;
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
          const message = copyCountText(count, mondays.length);
          return { ok: false, code: OVERLAP_CODE, message, formErrors: conflictLines(conflicts, zone) };
        }
      }
      await insertCopies(tx, copies, actor.id);
      return done(copyDoneText(count, mondays));
    },
  },
};

function handlerOf<I extends ScheduleIntent>(intent: I): Handler<I> {
  return HANDLERS[intent];
}

/**
 * Runs one planning mutation from a submitted form, checks and write in one transaction. The caller has checked
 * the role. Refusals the user can correct answer 200 with ok: false, so that the browser logs no failed request;
 * overlapping plannings come back as the submission's form errors, one line each, for the dialog's warning.
 */
export async function runScheduleAction(formData: FormData, actor: SessionUser, zone: string, labour?: LabourGate) {
  const submission = parseWithZod(formData, { schema: scheduleActionSchema(zone) });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const code = errors.intent ? "INVALID_INTENT" : "VALIDATION_ERROR";
    const message = Object.values(errors).flat()[0] ?? "Données du formulaire invalides";
    return failure(200, code, message, { submission: submission.reply() });
  }
  const action = submission.value;
  const handler = handlerOf(action.intent);
  let outcome: Outcome;
  try {
    outcome = await getDb().transaction(async (tx) => {
      if ("notify" in action && action.notify === "off") await silenceNotices(tx);
      if (!labour || !("labourReason" in action)) return handler.run(action, { tx, actor, zone });
      return writeWithinLabourRules(labour, {
        tx,
        actorId: actor.id,
        confirmed: action.confirmed,
        reason: action.labourReason,
        write: (writer, confirmed) => handler.run({ ...action, confirmed }, { tx: writer, actor, zone }),
      });
    });
  } catch (error) {
    if (error instanceof RolledBack) outcome = error.outcome;
    else {
      console.error(error);
      return failure(500, "UNEXPECTED_ERROR", handler.fallback, { intent: action.intent });
    }
  }
  if (outcome.ok) {
    return success("Succès", {
      description: outcome.message,
      intent: action.intent,
      submission: submission.reply({ resetForm: true }),
    });
  }
  const formErrors = outcome.formErrors ?? (outcome.overlaps && overlapLines(outcome.overlaps, zone));
  const fieldErrors = outcome.labour
    ? { labour: [...outcome.labour], ...(outcome.labourReasonMissing ? { labourReason: [LABOUR_REASON_MESSAGE] } : {}) }
    : outcome.field
      ? { [outcome.field]: [outcome.message] }
      : undefined;
  return failure(200, outcome.code, outcome.message, {
    intent: action.intent,
    submission: submission.reply(formErrors || fieldErrors ? { formErrors, fieldErrors } : undefined),
  });
}
