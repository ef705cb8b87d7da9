import { z } from "zod";
import { DATE_BOUNDS_MESSAGES, dayBounds, MAX_PLANNING_HOURS, withinBounds } from "../../domain/date-bounds";
import { HOLIDAY_CHOICES, OVERRIDE_REASONS, SCOPES, WEEKDAYS } from "../../domain/enums";
import { choiceField } from "../../lib/form-rules";
import { INVALID_DATE_MESSAGE, toDateTimeLocal, todayIn, wallTimeToInstant, weekOf } from "../../lib/time";
import { copyWeekSchema } from "./copy-week/copy-week.schema";
import { notifyField } from "./notify.schema";
import { LIMITS, PLANNING_MESSAGES } from "./planning-messages";
import { MAX_REPEAT_INTERVAL, type SeriesRepeat } from "./series/repeat";

const tooLong = (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`;

// A missing value reaches zod as undefined (Conform strips empty strings): `error` names it in French too.
const required = (message = PLANNING_MESSAGES.required) => z.string({ error: message }).trim().min(1, message);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || null);

export interface PlanningDetails {
  title: string;
  /** The free-text place, or the site's name: typing an active site's name links the planning to it. */
  location: string | null;
  /** The site asked for by id (it must exist and be active); null to go by the location's text. */
  siteId: string | null;
  description: string | null;
  start: Date;
  end: Date;
  /** The unpaid break, in minutes (0 for none), shorter than the planning. */
  breakMinutes: number;
}

/** Title, period (Paris wall times of `datetime-local` inputs), place and description, as the form sends them. */
const detailFields = {
  title: required().max(LIMITS.title, tooLong(LIMITS.title)),
  startTime: required(),
  endTime: required(),
  location: optionalText(LIMITS.location),
  description: optionalText(LIMITS.description),
  /** « Pause (minutes) »: empty for none. */
  breakMinutes: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      const minutes = Number(value || "0");
      if (!Number.isInteger(minutes)) context.addIssue({ code: "custom", message: PLANNING_MESSAGES.breakWhole });
      else if (minutes < 0) context.addIssue({ code: "custom", message: PLANNING_MESSAGES.breakNegative });
      else return minutes;
      return z.NEVER;
    }),
  siteId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null),
  /** Sent by 'Enregistrer quand même': save although the period overlaps other plannings or breaks labour rules. */
  confirmOverlap: z.literal("true").optional(),
  /** Why the planning is saved although it breaks labour rules (recorded with who and when); past an illegal alert,
   * the note that goes with the listed reason. */
  labourReason: optionalText(LIMITS.labourReason),
  /** The listed reason an admin gives for saving past an illegal alert. */
  labourReasonCode: choiceField(OVERRIDE_REASONS)
    .optional()
    .transform((value) => value ?? null),
};

type DetailFields = z.output<z.ZodObject<typeof detailFields>>;

function toDetails(
  value: Omit<DetailFields, "labourReason" | "labourReasonCode">,
  zone: string,
  context: z.RefinementCtx,
): PlanningDetails | null {
  const start = wallTimeToInstant(value.startTime, zone);
  const end = wallTimeToInstant(value.endTime, zone);
  if (!start.ok) context.addIssue({ code: "custom", path: ["startTime"], message: start.message });
  if (!end.ok) context.addIssue({ code: "custom", path: ["endTime"], message: end.message });
  if (!start.ok || !end.ok) return null;
  if (end.instant.getTime() <= start.instant.getTime()) {
    context.addIssue({ code: "custom", path: ["endTime"], message: PLANNING_MESSAGES.endAfterStart });
    return null;
  }
  const bounds = dayBounds(todayIn(zone));
  if (!withinBounds(value.startTime.slice(0, 10), bounds)) {
    context.addIssue({ code: "custom", path: ["startTime"], message: DATE_BOUNDS_MESSAGES.start(bounds) });
    return null;
  }
  if (end.instant.getTime() - start.instant.getTime() > MAX_PLANNING_HOURS * 3_600_000) {
    context.addIssue({ code: "custom", path: ["endTime"], message: DATE_BOUNDS_MESSAGES.duration });
    return null;
  }
  if (value.breakMinutes * 60_000 >= end.instant.getTime() - start.instant.getTime()) {
    context.addIssue({ code: "custom", path: ["breakMinutes"], message: PLANNING_MESSAGES.breakTooLong });
    return null;
  }
  return {
    title: value.title,
    location: value.location,
    siteId: value.siteId,
    description: value.description,
    start: start.instant,
    end: end.instant,
    breakMinutes: value.breakMinutes,
  };
}

/**
 * "Répéter": weekly on chosen weekdays, every N weeks, from the planning's start, until a day or open-ended, public
 * holidays worked or not (not, when the form does not say).
 */
const repeatFields = {
  repeat: z.literal("weekly").optional(),
  repeatHolidays: z.enum(HOLIDAY_CHOICES, { error: "Choix des jours fériés invalide." }).optional(),
  repeatDays: z.array(z.enum(WEEKDAYS, { error: PLANNING_MESSAGES.repeatDays })).optional(),
  repeatInterval: z.string().trim().optional(),
  repeatUntil: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide.")
    .optional(),
};

type RepeatFields = z.output<z.ZodObject<typeof repeatFields>>;

/** The repetition asked for, null for none, "invalid" once its issues are added. */
function toRepeat(
  value: RepeatFields,
  start: Date,
  zone: string,
  context: z.RefinementCtx,
): SeriesRepeat | null | "invalid" {
  if (value.repeat !== "weekly") return null;
  const issues: { path: string; message: string }[] = [];
  const days = [...new Set(value.repeatDays ?? [])];
  if (days.length === 0) issues.push({ path: "repeatDays", message: PLANNING_MESSAGES.repeatDays });
  const interval = Number(value.repeatInterval ?? "1");
  if (!Number.isInteger(interval) || interval < 1 || interval > MAX_REPEAT_INTERVAL) {
    issues.push({ path: "repeatInterval", message: PLANNING_MESSAGES.repeatInterval });
  }
  const until = value.repeatUntil ?? null;
  const bounds = dayBounds(todayIn(zone));
  if (until && weekOf(until, zone) === null) issues.push({ path: "repeatUntil", message: INVALID_DATE_MESSAGE });
  else if (until && until < toDateTimeLocal(start, zone).slice(0, 10)) {
    issues.push({ path: "repeatUntil", message: PLANNING_MESSAGES.repeatUntil });
  } else if (until && until > bounds.latest) {
    issues.push({ path: "repeatUntil", message: DATE_BOUNDS_MESSAGES.repeatUntil(bounds) });
  }
  for (const issue of issues) context.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  if (issues.length > 0) return "invalid";
  return { days, interval, until, worksPublicHolidays: value.repeatHolidays === "worked" };
}

/** Which occurrences of a series a change concerns; a one-off planning ignores it. */
const scopeField = { scope: z.enum(SCOPES, { error: "Portée de la modification invalide." }).default("occurrence") };

/** Reads the detail fields of an intent's form into `details` and `confirmed`, keeping its own fields. */
function withDetails<T extends DetailFields>(value: T, zone: string, context: z.RefinementCtx) {
  const { title, startTime, endTime, location, siteId, description, breakMinutes, confirmOverlap, ...own } = value;
  const details = toDetails(
    { title, startTime, endTime, location, siteId, description, breakMinutes, confirmOverlap },
    zone,
    context,
  );
  if (!details) return z.NEVER;
  return { ...own, details, confirmed: confirmOverlap === "true" };
}

const employeeIds = z
  .array(z.string().trim().min(1), { error: PLANNING_MESSAGES.required })
  .min(1, PLANNING_MESSAGES.required);

/** The detail fields and the repetition: `repeat` is null for a one-off planning. */
function withRepeat<T extends DetailFields & RepeatFields>(value: T, zone: string, context: z.RefinementCtx) {
  const { repeat, repeatDays, repeatInterval, repeatUntil, repeatHolidays, ...rest } = value;
  const read = withDetails(rest, zone, context);
  if (read === z.NEVER) return z.NEVER;
  const asked = { repeat, repeatDays, repeatInterval, repeatUntil, repeatHolidays };
  const settings = toRepeat(asked, read.details.start, zone, context);
  return settings === "invalid" ? z.NEVER : { ...read, repeat: settings };
}

export const createPlanningSchema = (zone: string) =>
  z
    .object({ intent: z.literal("create"), employeeIds, ...detailFields, ...repeatFields, ...notifyField })
    .transform((value, context) => withRepeat(value, zone, context));

export const updatePlanningSchema = (zone: string) =>
  z
    .object({
      intent: z.literal("update"),
      planningId: required(),
      ...detailFields,
      ...repeatFields,
      ...scopeField,
      ...notifyField,
    })
    .transform((value, context) => withRepeat(value, zone, context));

export const updateAssignmentSchema = (zone: string) =>
  z
    .object({ intent: z.literal("update-one"), assignmentId: required(), ...detailFields, ...notifyField })
    .transform((value, context) => withDetails(value, zone, context));

export const addEmployeeSchema = (zone: string) =>
  z
    .object({
      intent: z.literal("add-employee"),
      planningId: required(),
      employeeId: required(PLANNING_MESSAGES.selectUser),
      ...detailFields,
      ...scopeField,
      ...notifyField,
    })
    .transform((value, context) => withDetails(value, zone, context));

export const deletePlanningSchema = z.object({
  intent: z.literal("delete"),
  planningId: required(),
  ...scopeField,
  ...notifyField,
});

export const removeEmployeeSchema = z
  .object({
    intent: z.literal("remove-employee"),
    planningId: required(),
    assignmentId: required(PLANNING_MESSAGES.selectEmployeeToRemove),
    /** Who takes the place of the employee removed, if anyone. */
    replacementId: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null),
    confirmOverlap: detailFields.confirmOverlap,
    labourReason: detailFields.labourReason,
    labourReasonCode: detailFields.labourReasonCode,
    ...scopeField,
    ...notifyField,
  })
  .transform(({ confirmOverlap, ...value }) => ({ ...value, confirmed: confirmOverlap === "true" }));

/** The reason recorded when a candidate is chosen past the rules to check that the finder listed for them. */
export const FINDER_LABOUR_REASON = "Remplaçant choisi dans la liste des candidats, alertes affichées.";

/** « Choisir » in the replacement finder: one employee onto a shift that needs someone, this occurrence only. */
export const fillShiftSchema = z
  .object({
    intent: z.literal("fill"),
    planningId: required(),
    employeeId: required(PLANNING_MESSAGES.selectUser),
    confirmOverlap: detailFields.confirmOverlap,
    labourReason: detailFields.labourReason,
    labourReasonCode: detailFields.labourReasonCode,
  })
  .transform(({ confirmOverlap, ...value }) => ({ ...value, confirmed: confirmOverlap === "true" }));

/** Every planning mutation, told apart by its `intent`: the type of what the action's intents parse. */
export const scheduleActionSchema = (zone: string) =>
  z.discriminatedUnion(
    "intent",
    [
      createPlanningSchema(zone),
      updatePlanningSchema(zone),
      updateAssignmentSchema(zone),
      deletePlanningSchema,
      addEmployeeSchema(zone),
      removeEmployeeSchema,
      fillShiftSchema,
      copyWeekSchema(zone),
    ],
    { error: PLANNING_MESSAGES.unknownAction },
  );

export type ScheduleAction = z.output<ReturnType<typeof scheduleActionSchema>>;
export type ScheduleIntent = ScheduleAction["intent"];
