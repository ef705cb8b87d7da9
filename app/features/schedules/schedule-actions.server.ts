import type { z } from "zod";
import { type Outcome as Answer, done, type Intents, intent, refused, runAction } from "../../lib/action-runner.server";
import { getDb } from "../../lib/db.server";
import { ERROR_MESSAGES } from "../../lib/error-messages";
import type { SessionUser } from "../../lib/permissions";
import { copyWeekSchema } from "./copy-week/copy-week.schema";
import { copyWeekAction } from "./copy-week/copy-week-action.server";
import { fillShiftAction } from "./fill-shift.server";
import { type LabourGate, RolledBack, writeWithinLabourRules } from "./labour-check.server";
import { silenceNotices } from "./notice-silence.server";
import { overlapLines } from "./overlaps";
import { createAction, deleteAction, updateAction, updateOneAction } from "./planning-actions.server";
import type { PlanningHandler, PlanningInput } from "./planning-checks.server";
import { PLANNING_MESSAGES } from "./planning-messages";
import type { Outcome } from "./schedule-outcome";
import {
  addEmployeeSchema,
  createPlanningSchema,
  deletePlanningSchema,
  fillShiftSchema,
  removeEmployeeSchema,
  type ScheduleAction,
  type ScheduleIntent,
  updateAssignmentSchema,
  updatePlanningSchema,
} from "./schedules.schema";
import type { SeriesContext } from "./series/series-actions.server";
import { addEmployeeAction, removeEmployeeAction } from "./staffing-actions.server";

interface WriteContext {
  actor: SessionUser;
  zone: string;
  labour?: LabourGate;
}

/**
 * A planning outcome as the runner answers it: the toast's description says what was done; overlaps and labour
 * alerts become the dialog's warning lines, a missing reason the reason field's error.
 */
function answerOf(outcome: Outcome, zone: string): Answer {
  if (outcome.ok) return done("Succès", outcome.message);
  const formErrors = outcome.formErrors ?? (outcome.overlaps && overlapLines(outcome.overlaps, zone));
  if (!outcome.labour && !outcome.labourIllegal)
    return refused(outcome.message, { code: outcome.code, field: outcome.field, formErrors });
  const reasonMessage = outcome.labourIllegal ? PLANNING_MESSAGES.labourNote : PLANNING_MESSAGES.labourReason;
  const fieldErrors = {
    ...(outcome.labour ? { labour: [...outcome.labour] } : {}),
    ...(outcome.labourIllegal ? { labourIllegal: [...outcome.labourIllegal] } : {}),
    ...(outcome.labourAdminOnly ? { labourAdminOnly: [PLANNING_MESSAGES.labourAdminOnly] } : {}),
    ...(outcome.labourReasonMissing ? { labourReason: [reasonMessage] } : {}),
    ...(outcome.labourReasonCodeMissing ? { labourReasonCode: [PLANNING_MESSAGES.labourReasonCode] } : {}),
  };
  return refused(outcome.message, { code: outcome.code, formErrors, fieldErrors });
}

/**
 * Runs one planning write, checks and write in one transaction: without the change notices when the form asked so,
 * and within the labour rules when the route gives them.
 */
async function writePlanning(
  run: (input: ScheduleAction, context: SeriesContext) => Promise<Outcome>,
  input: ScheduleAction,
  { actor, zone, labour }: WriteContext,
): Promise<Answer> {
  let outcome: Outcome;
  try {
    outcome = await getDb().transaction(async (tx) => {
      if ("notify" in input && input.notify === "off") await silenceNotices(tx);
      if (!labour || !("labourReason" in input)) return run(input, { tx, actor, zone });
      return writeWithinLabourRules(labour, {
        tx,
        actorId: actor.id,
        actorIsAdmin: actor.role === "admin",
        confirmed: input.confirmed,
        reason: input.labourReason,
        reasonCode: input.labourReasonCode,
        write: (writer, confirmed) => run({ ...input, confirmed }, { tx: writer, actor, zone }),
      });
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    outcome = error.outcome;
  }
  return answerOf(outcome, zone);
}

/** One intent of the planning screen: its form's schema, its write, and the product's message if the write fails. */
function planningIntent<I extends ScheduleIntent>(
  schema: z.ZodType<PlanningInput<I>>,
  handler: PlanningHandler<I>,
  unexpected: string,
) {
  return intent({
    schema,
    form: "reset",
    unexpected,
    run: (action, context: WriteContext) =>
      writePlanning((input, series) => handler(input as PlanningInput<I>, series), action, context),
  });
}

function scheduleIntents(zone: string): Intents<WriteContext> {
  return {
    create: planningIntent(createPlanningSchema(zone), createAction, "Impossible d'ajouter le planning."),
    update: planningIntent(updatePlanningSchema(zone), updateAction, "Impossible de mettre à jour le planning."),
    "update-one": planningIntent(
      updateAssignmentSchema(zone),
      updateOneAction,
      "Impossible de mettre à jour le planning.",
    ),
    delete: planningIntent(deletePlanningSchema, deleteAction, "Impossible de supprimer le planning."),
    "add-employee": planningIntent(
      addEmployeeSchema(zone),
      addEmployeeAction,
      "Impossible d'ajouter l'utilisateur au planning.",
    ),
    "remove-employee": planningIntent(
      removeEmployeeSchema,
      removeEmployeeAction,
      "Impossible de retirer l'utilisateur du planning.",
    ),
    fill: planningIntent(fillShiftSchema, fillShiftAction, "Impossible de pourvoir la vacation."),
    "copy-week": planningIntent(copyWeekSchema(zone), copyWeekAction, "Impossible de copier la semaine."),
  };
}

/** The first of the schema's messages, for the toast. */
function firstError(errors: Record<string, string[] | null>): string {
  return Object.values(errors).flatMap((messages) => messages ?? [])[0] ?? ERROR_MESSAGES.invalid;
}

/**
 * Runs one planning mutation from a submitted form, told apart by the body's `intent`. The caller has checked the
 * role. Refusals the user can correct answer 200 with ok: false, so that the browser logs no failed request;
 * overlapping plannings come back as the submission's form errors, one line each, for the dialog's warning.
 */
export function runScheduleAction(formData: FormData, actor: SessionUser, zone: string, labour?: LabourGate) {
  return runAction(
    scheduleIntents(zone),
    String(formData.get("intent") ?? ""),
    formData,
    { actor, zone, labour },
    {
      invalid: { status: 200, message: firstError },
      unknown: { status: 200, code: "INVALID_INTENT", message: PLANNING_MESSAGES.unknownAction },
      refusalStatus: 200,
    },
  );
}
