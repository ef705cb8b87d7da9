import type { z } from "zod";
import { fieldErrorsOf } from "../../lib/form-data";
import type { SessionUser } from "../../lib/permissions";
import { findOverlaps, fullName, type Overlap } from "./schedules";
import {
  addEmployeeSchema,
  createPlanningSchema,
  deletePlanningSchema,
  EMPLOYEE_NOT_FOUND_MESSAGE,
  INTENTS,
  type PlanningDetails,
  removeEmployeeSchema,
  type ScheduleActionResult,
  type ScheduleIntent,
  scheduleFormValues,
  updateAssignmentSchema,
  updatePlanningSchema,
} from "./schedules.schema";
import {
  addEmployee,
  createPlanning,
  deletePlanning,
  existingUserIds,
  getAssignment,
  getPlanning,
  listBusySlots,
  removeAssignment,
  updateAssignment,
  updatePlanning,
} from "./schedules.server";

export const FALLBACK_MESSAGES: Record<ScheduleIntent, string> = {
  create: "Impossible d'ajouter le planning.",
  update: "Impossible de mettre à jour le planning.",
  "update-one": "Impossible de mettre à jour le planning.",
  delete: "Impossible de supprimer le planning.",
  "add-employee": "Impossible d'ajouter l'utilisateur au planning.",
  "remove-employee": "Impossible de retirer l'utilisateur du planning.",
};

const PLANNING_NOT_FOUND = "Ce planning n'existe plus.";
const ALREADY_ASSIGNED = "Cet employé est déjà assigné à ce planning.";

interface Outcome {
  status: number;
  result: ScheduleActionResult;
}

const success = (intent: ScheduleIntent, message: string): Outcome => ({
  status: 200,
  result: { ok: true, intent, message },
});

// Refusals the user can correct answer 200 with ok: false, so that the browser logs no failed request.
const failure = (intent: ScheduleIntent | null, message: string, status = 200, extra = {}): Outcome => ({
  status,
  result: { ok: false, intent, message, ...extra },
});

function invalid(intent: ScheduleIntent, error: z.ZodError): Outcome {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.values(fieldErrors)[0]?.[0] ?? FALLBACK_MESSAGES[intent];
  return failure(intent, first, 200, { fieldErrors });
}

async function overlapsOf(
  details: PlanningDetails,
  employeeIds: readonly string[],
  ignorePlanningId: string | null,
  confirmed: boolean,
): Promise<Overlap[]> {
  if (confirmed) return [];
  const slots = await listBusySlots(employeeIds, { start: details.start, end: details.end });
  return findOverlaps({ start: details.start, end: details.end, employeeIds, ignorePlanningId }, slots);
}

const overlapFailure = (intent: ScheduleIntent, overlaps: Overlap[]) =>
  failure(intent, "Chevauchement de planning", 200, { overlaps });

/** Runs one planning mutation from a submitted form. The caller has checked the role. */
export async function runScheduleAction(formData: FormData, actor: SessionUser, zone: string): Promise<Outcome> {
  const values = scheduleFormValues(formData);
  const intent = INTENTS.find((candidate) => candidate === values.intent);
  if (!intent) return failure(null, "Action inconnue.");
  const confirmed = values.confirmOverlap === "true";
  try {
    switch (intent) {
      case "create": {
        const parsed = createPlanningSchema(zone).safeParse(values);
        if (!parsed.success) return invalid(intent, parsed.error);
        const { employeeIds, ...details } = parsed.data;
        const known = await existingUserIds(employeeIds);
        if (employeeIds.some((id) => !known.has(id))) return failure(intent, EMPLOYEE_NOT_FOUND_MESSAGE);
        const overlaps = await overlapsOf(details, employeeIds, null, confirmed);
        if (overlaps.length > 0) return overlapFailure(intent, overlaps);
        await createPlanning(details, employeeIds, actor.id);
        return success(intent, "Le planning a été ajouté avec succès.");
      }
      case "update": {
        const parsed = updatePlanningSchema(zone).safeParse(values);
        if (!parsed.success) return invalid(intent, parsed.error);
        const { planningId, ...details } = parsed.data;
        const planning = await getPlanning(planningId);
        if (!planning) return failure(intent, PLANNING_NOT_FOUND);
        const employeeIds = planning.assignedUsers.map((person) => person.id);
        const overlaps = await overlapsOf(details, employeeIds, planningId, confirmed);
        if (overlaps.length > 0) return overlapFailure(intent, overlaps);
        if (!(await updatePlanning(planningId, details))) return failure(intent, PLANNING_NOT_FOUND);
        return success(intent, "Le planning a été mis à jour avec succès.");
      }
      case "update-one": {
        const parsed = updateAssignmentSchema(zone).safeParse(values);
        if (!parsed.success) return invalid(intent, parsed.error);
        const { scheduleId, ...details } = parsed.data;
        const assignment = await getAssignment(scheduleId);
        if (!assignment) return failure(intent, EMPLOYEE_NOT_FOUND_MESSAGE);
        const overlaps = await overlapsOf(details, [assignment.employeeId], assignment.planningId, confirmed);
        if (overlaps.length > 0) return overlapFailure(intent, overlaps);
        await updateAssignment(assignment, details, actor.id);
        return success(intent, `Le planning de ${assignment.employeeName} a été mis à jour avec succès.`);
      }
      case "delete": {
        const parsed = deletePlanningSchema.safeParse(values);
        if (!parsed.success) return invalid(intent, parsed.error);
        if (!(await deletePlanning(parsed.data.planningId))) return failure(intent, PLANNING_NOT_FOUND);
        return success(intent, "Le planning a été supprimé avec succès.");
      }
      case "add-employee": {
        const parsed = addEmployeeSchema(zone).safeParse(values);
        if (!parsed.success) return invalid(intent, parsed.error);
        const { planningId, employeeId, ...details } = parsed.data;
        const planning = await getPlanning(planningId);
        if (!planning) return failure(intent, PLANNING_NOT_FOUND);
        if (planning.assignedUsers.some((person) => person.id === employeeId)) return failure(intent, ALREADY_ASSIGNED);
        if (!(await existingUserIds([employeeId])).has(employeeId)) return failure(intent, EMPLOYEE_NOT_FOUND_MESSAGE);
        const overlaps = await overlapsOf(details, [employeeId], null, confirmed);
        if (overlaps.length > 0) return overlapFailure(intent, overlaps);
        await addEmployee(planning, employeeId, details, actor.id);
        return success(intent, "L'utilisateur a été ajouté au planning avec succès.");
      }
      case "remove-employee": {
        const parsed = removeEmployeeSchema.safeParse(values);
        if (!parsed.success) return invalid(intent, parsed.error);
        const planning = await getPlanning(parsed.data.planningId);
        const person = planning?.assignedUsers.find((candidate) => candidate.scheduleId === parsed.data.scheduleId);
        if (!person) return failure(intent, EMPLOYEE_NOT_FOUND_MESSAGE);
        await removeAssignment(person.scheduleId);
        return success(intent, `${fullName(person)} a été retiré du planning avec succès.`);
      }
    }
  } catch (error) {
    console.error(error);
    return failure(intent, FALLBACK_MESSAGES[intent], 500);
  }
}
