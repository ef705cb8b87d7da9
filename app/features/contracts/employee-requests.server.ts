import { absenceRequests, unavailabilities } from "../../../db/schema";
import { fullName } from "../../domain/people";
import { staffHomePanelUrl } from "../../domain/staff-home-panels";
import { done, type Intents, intent, refused } from "../../lib/action-runner.server";
import { getEnv } from "../../lib/env.server";
import { queueMail } from "../../lib/mail.server";
import { managersAddress } from "../../lib/managers.server";
import type { SessionUser } from "../../lib/permissions";
import { slotText } from "../../lib/unavailable-slots";
import { leaveRequestedMail, type RequestNoun } from "../../mail/leave-request";
import { LEAVE_REQUEST_MESSAGES, leaveRequestSchema, requestIdSchema } from "./absence-requests.schema";
import { requestLeave } from "./absence-requests.server";
import { absenceText } from "./contracts";
import { cancelOwnRequest } from "./own-requests.server";
import { declareUnavailability } from "./unavailabilities.server";
import { UNAVAILABILITY_MESSAGES, unavailabilitySchema } from "./unavailability.schema";

/** One mail to the managers and admins at once: they answer on the staff home. */
async function tellManagers(noun: RequestNoun, employee: SessionUser, what: string, note: string | null) {
  const to = await managersAddress();
  const url = staffHomePanelUrl(getEnv().PUBLIC_URL, "requests");
  if (to) await queueMail({ to, ...leaveRequestedMail({ noun, employee: fullName(employee), what, note, url }) });
}

/** « Annuler » one's own request while it waits. */
function cancelIntent(
  table: Parameters<typeof cancelOwnRequest>[0],
  messages: typeof LEAVE_REQUEST_MESSAGES | typeof UNAVAILABILITY_MESSAGES,
) {
  return intent({
    schema: requestIdSchema,
    invalid: { status: 404, message: messages.notPending },
    async run({ requestId }, employee: SessionUser) {
      return (await cancelOwnRequest(table, employee.id, requestId))
        ? done(messages.cancelled)
        : refused(messages.notPending, { status: 404, code: "NOT_PENDING" });
    },
  });
}

/**
 * The requests an employee makes from their week: leave, and times they cannot work. Each acts for the signed-in
 * employee only, whatever the form names.
 */
export function employeeRequestIntents(zone: string): Intents<SessionUser> {
  return {
    "leave-request": intent({
      schema: leaveRequestSchema(zone),
      form: "reset",
      async run(value, employee) {
        const outcome = await requestLeave(employee.id, value);
        if (!outcome.ok) return refused(LEAVE_REQUEST_MESSAGES.overlap, { status: 409, code: outcome.reason });
        await tellManagers("congé", employee, absenceText(value), value.note);
        return done(LEAVE_REQUEST_MESSAGES.sent);
      },
    }),
    "leave-cancel": cancelIntent(absenceRequests, LEAVE_REQUEST_MESSAGES),
    "unavailable-declare": intent({
      schema: unavailabilitySchema(zone),
      form: "reset",
      async run(value, employee) {
        await declareUnavailability(employee.id, value);
        await tellManagers("indisponibilité", employee, `Indisponible ${slotText(value)}`, value.note);
        return done(UNAVAILABILITY_MESSAGES.sent);
      },
    }),
    "unavailable-cancel": cancelIntent(unavailabilities, UNAVAILABILITY_MESSAGES),
  };
}
