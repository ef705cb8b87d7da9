import { done, type Intents, intent, refused } from "../../lib/action-runner.server";
import { frenchDay } from "../../lib/time";
import { SERVICE_CONTRACT_MESSAGES, serviceContractSchema } from "./service-contracts.schema";
import { addServiceContract } from "./service-contracts.server";

const REFUSALS = {
  SITE_NOT_FOUND: refused(SERVICE_CONTRACT_MESSAGES.siteNotFound, {
    status: 404,
    code: "NOT_FOUND",
    submission: false,
  }),
  OVERLAP: refused(SERVICE_CONTRACT_MESSAGES.overlap, { status: 409, code: "OVERLAP", field: "startsOn" }),
  TOO_SOON: refused(SERVICE_CONTRACT_MESSAGES.tooSoon, { status: 409, code: "TOO_SOON", field: "startsOn" }),
} as const;

/** What a site's page writes: its service contracts. */
export const SITE_FILE_ACTIONS: Intents<{ siteId: string; userId: string }> = {
  "contract-add": intent({
    schema: serviceContractSchema,
    form: "reset",
    async run(input, { siteId, userId }) {
      const outcome = await addServiceContract(siteId, input, userId);
      if (!outcome.ok) return REFUSALS[outcome.reason];
      const closed = outcome.closedOn
        ? SERVICE_CONTRACT_MESSAGES.previousClosed(frenchDay(outcome.closedOn))
        : undefined;
      return done(SERVICE_CONTRACT_MESSAGES.added, closed);
    },
  }),
};

/** The runner's answers to a body its schema refuses and to a handler that fails. */
export const SITE_FILE_RUNNER_OPTIONS = {
  invalid: { status: 400, message: SERVICE_CONTRACT_MESSAGES.invalid },
  unexpected: SERVICE_CONTRACT_MESSAGES.unexpected,
};
