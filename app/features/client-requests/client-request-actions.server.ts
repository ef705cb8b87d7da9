import { type Intents, intent, refused } from "../../lib/action-runner.server";
import type { SessionUser } from "../../lib/permissions";
import { redirectWithToast } from "../../lib/toast.server";
import { CLIENT_REQUEST_MESSAGES, clientRequestSchema } from "./client-requests.schema";
import { createClientRequest } from "./client-requests.server";

/** The runner's answers to a body its schema refuses and to a handler that fails. */
export const CLIENT_REQUEST_RUNNER_OPTIONS = {
  invalid: { status: 400, message: CLIENT_REQUEST_MESSAGES.invalid },
  unexpected: CLIENT_REQUEST_MESSAGES.unexpected,
};

/** « Envoyer la demande »: stored and announced, then the portal's home with a toast. */
export const CLIENT_REQUEST_ACTIONS: Intents<{ user: SessionUser }, Response> = {
  send: intent({
    schema: clientRequestSchema,
    form: "keep",
    async run(input, { user }) {
      const outcome = await createClientRequest(user, input);
      if (!outcome.ok && outcome.reason === "SITE_NOT_FOUND")
        return refused(CLIENT_REQUEST_MESSAGES.notYourSite, { status: 404, code: "NOT_FOUND", field: "siteId" });
      if (!outcome.ok) return refused(outcome.message, { status: 400, code: "PHOTO", field: "photo" });
      return redirectWithToast("/portal", {
        type: "success",
        title: CLIENT_REQUEST_MESSAGES.sent,
        description: CLIENT_REQUEST_MESSAGES.sentDetail,
      });
    },
  }),
};
