import { z } from "zod";
import type { FieldErrors } from "../../lib/form-data";
import { PARIS, wallTimeToInstant } from "../../lib/time";
import type { Overlap } from "./schedules";

export const REQUIRED_MESSAGE = "Veuillez remplir tous les champs obligatoires.";
export const END_AFTER_START_MESSAGE = "La date de fin doit être postérieure à la date de début.";
export const SELECT_USER_MESSAGE = "Veuillez sélectionner un utilisateur.";
export const SELECT_EMPLOYEE_TO_REMOVE_MESSAGE = "Veuillez sélectionner un employé à retirer.";
export const EMPLOYEE_NOT_FOUND_MESSAGE = "Employé non trouvé";

export const LIMITS = { title: 200, location: 200, description: 2000 } as const;

const tooLong = (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`;

const requiredText = (max: number) =>
  z.string({ message: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(max, tooLong(max));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || null);

export interface PlanningDetails {
  title: string;
  location: string | null;
  description: string | null;
  start: Date;
  end: Date;
}

/** Title, period (Paris wall times of `datetime-local` inputs), place and description of a planning. */
export function planningDetailsSchema(zone: string = PARIS) {
  return z
    .object({
      title: requiredText(LIMITS.title),
      startTime: z.string({ message: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE),
      endTime: z.string({ message: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE),
      location: optionalText(LIMITS.location),
      description: optionalText(LIMITS.description),
    })
    .transform((value, context): PlanningDetails => {
      const start = wallTimeToInstant(value.startTime, zone);
      const end = wallTimeToInstant(value.endTime, zone);
      if (!start.ok) context.addIssue({ code: "custom", path: ["startTime"], message: start.message });
      if (!end.ok) context.addIssue({ code: "custom", path: ["endTime"], message: end.message });
      if (!start.ok || !end.ok) return z.NEVER;
      if (end.instant.getTime() <= start.instant.getTime()) {
        context.addIssue({ code: "custom", path: ["endTime"], message: END_AFTER_START_MESSAGE });
        return z.NEVER;
      }
      return {
        title: value.title,
        location: value.location,
        description: value.description,
        start: start.instant,
        end: end.instant,
      };
    });
}

const id = (message: string) => z.string({ message }).trim().min(1, message);

export const createPlanningSchema = (zone?: string) =>
  z
    .object({ employeeIds: z.array(z.string().trim().min(1)).min(1, REQUIRED_MESSAGE) })
    .and(planningDetailsSchema(zone));

export const updatePlanningSchema = (zone?: string) =>
  z.object({ planningId: id(REQUIRED_MESSAGE) }).and(planningDetailsSchema(zone));

export const updateAssignmentSchema = (zone?: string) =>
  z.object({ scheduleId: id(REQUIRED_MESSAGE) }).and(planningDetailsSchema(zone));

export const addEmployeeSchema = (zone?: string) =>
  z.object({ planningId: id(REQUIRED_MESSAGE), employeeId: id(SELECT_USER_MESSAGE) }).and(planningDetailsSchema(zone));

export const removeEmployeeSchema = z.object({
  planningId: id(REQUIRED_MESSAGE),
  scheduleId: id(SELECT_EMPLOYEE_TO_REMOVE_MESSAGE),
});

export const deletePlanningSchema = z.object({ planningId: id(REQUIRED_MESSAGE) });

export const INTENTS = ["create", "update", "update-one", "delete", "add-employee", "remove-employee"] as const;
export type ScheduleIntent = (typeof INTENTS)[number];

/** Reads a submitted form, keeping every value of the repeated `employeeIds` field. */
export function scheduleFormValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  values.employeeIds = formData.getAll("employeeIds").filter((value): value is string => typeof value === "string");
  return values;
}

export type ScheduleActionResult =
  | { ok: true; intent: ScheduleIntent; message: string }
  | {
      ok: false;
      intent: ScheduleIntent | null;
      message: string;
      fieldErrors?: FieldErrors;
      /** Conflicting plannings: nothing was saved; sending again with confirmOverlap=true saves. */
      overlaps?: Overlap[];
    };
