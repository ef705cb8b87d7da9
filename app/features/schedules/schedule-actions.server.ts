import { parseWithZod } from "@conform-to/zod/v4";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { failure, success } from "../../lib/result";
import { weekOf } from "../../lib/time";
import { conflictLines, copiesSpan, copyCountText, copyDoneText, findCopyConflicts, planCopies } from "./copy-week";
import { COPY_EMPTY_MESSAGE, MAX_COPIED_PLANNINGS, tooManyCopiesMessage } from "./copy-week.schema";
import { insertCopies, lockCopySites, readWeekPlannings } from "./copy-week.server";
import {
  addEmployee,
  createPlanning,
  deletePlanning,
  listBusySlots,
  lockAssignment,
  lockEmployees,
  lockPlanning,
  placeDetails,
  removeAssignment,
  type Tx,
  updateAssignment,
  updatePlanning,
} from "./planning-writes.server";
import { findOverlaps, fullName, type Overlap, overlapLine } from "./schedules";
import {
  EMPLOYEE_NOT_FOUND_MESSAGE,
  OVERLAP_CODE,
  type PlanningDetails,
  type ScheduleAction,
  type ScheduleIntent,
  SITE_UNAVAILABLE_MESSAGE,
  scheduleActionSchema,
} from "./schedules.schema";

/** What a handler decides; the action turns it into the one Result. */
type Outcome =
  | { ok: true; message: string }
  | { ok: false; code: string; message: string; overlaps?: readonly Overlap[]; formErrors?: string[] };

interface Context {
  tx: Tx;
  actor: SessionUser;
  zone: string;
}

interface Handler<I extends ScheduleIntent> {
  run(input: Extract<ScheduleAction, { intent: I }>, context: Context): Promise<Outcome>;
  /** The spec's message when the write fails unexpectedly. */
  fallback: string;
}

const done = (message: string): Outcome => ({ ok: true, message });
const refused = (code: string, message: string): Outcome => ({ ok: false, code, message });
const PLANNING_GONE = refused("PLANNING_NOT_FOUND", "Ce planning n'existe plus.");
const EMPLOYEE_NOT_FOUND = refused("EMPLOYEE_NOT_FOUND", EMPLOYEE_NOT_FOUND_MESSAGE);
const ALREADY_ASSIGNED = refused("ALREADY_ASSIGNED", "Cet employé est déjà assigné à ce planning.");
const SITE_UNAVAILABLE = refused("SITE_UNAVAILABLE", SITE_UNAVAILABLE_MESSAGE);

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

const HANDLERS: { [I in ScheduleIntent]: Handler<I> } = {
  create: {
    fallback: "Impossible d'ajouter le planning.",
    async run({ employeeIds, details: asked, confirmed }, { tx, actor }) {
      const details = await placeDetails(tx, asked);
      if (!details) return SITE_UNAVAILABLE;
      const known = await lockEmployees(tx, employeeIds);
      if (employeeIds.some((id) => !known.has(id))) return EMPLOYEE_NOT_FOUND;
      const overlap = await overlapRefusal(tx, details, employeeIds, null, confirmed);
      if (overlap) return overlap;
      await createPlanning(tx, details, employeeIds, actor.id);
      return done("Le planning a été ajouté avec succès.");
    },
  },
  update: {
    fallback: "Impossible de mettre à jour le planning.",
    async run({ planningId, details: asked, confirmed }, { tx }) {
      const planning = await lockPlanning(tx, planningId);
      if (!planning) return PLANNING_GONE;
      const details = await placeDetails(tx, asked, planning.site?.id);
      if (!details) return SITE_UNAVAILABLE;
      const employeeIds = planning.assignedUsers.map((person) => person.id);
      await lockEmployees(tx, employeeIds);
      const overlap = await overlapRefusal(tx, details, employeeIds, planningId, confirmed);
      if (overlap) return overlap;
      await updatePlanning(tx, planningId, details);
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
      return done(`Le planning de ${assignment.employeeName} a été mis à jour avec succès.`);
    },
  },
  delete: {
    fallback: "Impossible de supprimer le planning.",
    async run({ planningId }, { tx }) {
      if (!(await deletePlanning(tx, planningId))) return PLANNING_GONE;
      return done("Le planning a été supprimé avec succès.");
    },
  },
  "add-employee": {
    fallback: "Impossible d'ajouter l'utilisateur au planning.",
    async run({ planningId, employeeId, details: asked, confirmed }, { tx, actor }) {
      const planning = await lockPlanning(tx, planningId);
      if (!planning) return PLANNING_GONE;
      const details = await placeDetails(tx, asked, planning.site?.id);
      if (!details) return SITE_UNAVAILABLE;
      if (planning.assignedUsers.some((person) => person.id === employeeId)) return ALREADY_ASSIGNED;
      if (!(await lockEmployees(tx, [employeeId])).has(employeeId)) return EMPLOYEE_NOT_FOUND;
      const overlap = await overlapRefusal(tx, details, [employeeId], null, confirmed);
      if (overlap) return overlap;
      await addEmployee(tx, planning, employeeId, details, actor.id);
      return done("L'utilisateur a été ajouté au planning avec succès.");
    },
  },
  "remove-employee": {
    fallback: "Impossible de retirer l'utilisateur du planning.",
    async run({ planningId, scheduleId }, { tx }) {
      const planning = await lockPlanning(tx, planningId);
      const person = planning?.assignedUsers.find((candidate) => candidate.scheduleId === scheduleId);
      if (!person) return EMPLOYEE_NOT_FOUND;
      await removeAssignment(tx, person.scheduleId);
      return done(`${fullName(person)} a été retiré du planning avec succès.`);
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
      const known = await lockEmployees(tx, [...new Set(sources.flatMap((source) => source.employeeIds))]);
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
export async function runScheduleAction(formData: FormData, actor: SessionUser, zone: string) {
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
    outcome = await getDb().transaction((tx) => handler.run(action, { tx, actor, zone }));
  } catch (error) {
    console.error(error);
    return failure(500, "UNEXPECTED_ERROR", handler.fallback, { intent: action.intent });
  }
  if (outcome.ok) {
    return success("Succès", {
      description: outcome.message,
      intent: action.intent,
      submission: submission.reply({ resetForm: true }),
    });
  }
  const formErrors = outcome.formErrors ?? outcome.overlaps?.map((overlap) => overlapLine(overlap, zone));
  return failure(200, outcome.code, outcome.message, {
    intent: action.intent,
    submission: submission.reply(formErrors ? { formErrors } : undefined),
  });
}
