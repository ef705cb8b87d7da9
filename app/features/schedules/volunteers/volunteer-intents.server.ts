import { done, type Intents, intent, refused } from "../../../lib/action-runner.server";
import type { SessionUser } from "../../../lib/permissions";
import type { LabourGate } from "../labour-check.server";
import type { Outcome } from "../schedule-outcome";
import { decideVolunteer, type VolunteerContext, volunteer, withdrawVolunteer } from "./volunteer-actions.server";
import { VOLUNTEER_MESSAGES, volunteerIdSchema, volunteerSchema } from "./volunteers.schema";

function answer(outcome: Outcome, title?: string) {
  if (!outcome.ok) return refused(outcome.message, { status: 409, code: outcome.code });
  return title ? done(title, outcome.message) : done(outcome.message);
}

const byId = { schema: volunteerIdSchema, invalid: { status: 404, message: VOLUNTEER_MESSAGES.notPending } };

/**
 * « Je suis disponible » and « Retirer » on the employee's week: each acts for the signed-in employee only.
 * `contextFor` hands in what the labour rules say of them, and the company's setting.
 */
export function volunteerIntents(contextFor: (employee: SessionUser) => VolunteerContext): Intents<SessionUser> {
  return {
    volunteer: intent({
      schema: volunteerSchema,
      invalid: { status: 404, message: VOLUNTEER_MESSAGES.notOpen },
      run: async ({ planningId }, employee: SessionUser) =>
        answer(await volunteer(employee, planningId, contextFor(employee))),
    }),
    "volunteer-withdraw": intent({
      ...byId,
      run: async ({ volunteerId }, employee: SessionUser) => answer(await withdrawVolunteer(employee, volunteerId)),
    }),
  };
}

/** « Confirmer » and « Décliner » a volunteer, on the staff home. */
export function volunteerDecisionIntents(gate: LabourGate): Intents<SessionUser> {
  return {
    "volunteer-confirm": intent({
      ...byId,
      run: async ({ volunteerId }, manager: SessionUser) =>
        answer(await decideVolunteer(manager, volunteerId, true, gate), VOLUNTEER_MESSAGES.confirmed),
    }),
    "volunteer-decline": intent({
      ...byId,
      run: async ({ volunteerId }, manager: SessionUser) =>
        answer(await decideVolunteer(manager, volunteerId, false, gate)),
    }),
  };
}
