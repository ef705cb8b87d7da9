import { done, type Intents, intent, refused } from "../../lib/action-runner.server";
import { frenchDay } from "../../lib/time";
import {
  SERVICE_CONTRACT_MESSAGES,
  serviceContractCorrectionSchema,
  serviceContractIdSchema,
  serviceContractSchema,
} from "./service-contracts.schema";
import {
  addServiceContract,
  correctServiceContract,
  deleteServiceContract,
  type ServiceContractOutcome,
} from "./service-contracts.server";

const REFUSALS = {
  SITE_NOT_FOUND: refused(SERVICE_CONTRACT_MESSAGES.siteNotFound, {
    status: 404,
    code: "NOT_FOUND",
    submission: false,
  }),
  NOT_FOUND: refused(SERVICE_CONTRACT_MESSAGES.contractNotFound, {
    status: 404,
    code: "NOT_FOUND",
    submission: false,
  }),
  OVERLAP: refused(SERVICE_CONTRACT_MESSAGES.overlap, { status: 409, code: "OVERLAP", field: "startsOn" }),
  TOO_SOON: refused(SERVICE_CONTRACT_MESSAGES.tooSoon, { status: 409, code: "TOO_SOON", field: "startsOn" }),
} as const;

const CORRECTION_REFUSALS = {
  ...REFUSALS,
  TOO_SOON: refused(SERVICE_CONTRACT_MESSAGES.previousTooSoon, { status: 409, code: "TOO_SOON", field: "startsOn" }),
} as const;

/** A write that may end the contract before: `message`, and that contract's new last day when it moved. */
function closingAnswer(outcome: ServiceContractOutcome, refusals: typeof REFUSALS, message: string) {
  if (!outcome.ok) return refusals[outcome.reason];
  const closed = outcome.closedOn ? SERVICE_CONTRACT_MESSAGES.previousClosed(frenchDay(outcome.closedOn)) : undefined;
  return done(message, closed);
}

/** What a site's page writes: its service contracts. */
export const SITE_FILE_ACTIONS: Intents<{ siteId: string; userId: string }> = {
  "contract-add": intent({
    schema: serviceContractSchema,
    form: "reset",
    run: async (input, { siteId, userId }) =>
      closingAnswer(await addServiceContract(siteId, input, userId), REFUSALS, SERVICE_CONTRACT_MESSAGES.added),
  }),
  "contract-correct": intent({
    schema: serviceContractCorrectionSchema,
    form: "reset",
    run: async ({ id, ...input }, { siteId }) =>
      closingAnswer(
        await correctServiceContract(siteId, id, input),
        CORRECTION_REFUSALS,
        SERVICE_CONTRACT_MESSAGES.corrected,
      ),
  }),
  "contract-delete": intent({
    schema: serviceContractIdSchema,
    async run({ id }, { siteId }) {
      const outcome = await deleteServiceContract(siteId, id);
      if (!outcome.ok) return REFUSALS[outcome.reason];
      const reopened = outcome.reopened
        ? SERVICE_CONTRACT_MESSAGES.previousReopened(outcome.reopened.endsOn && frenchDay(outcome.reopened.endsOn))
        : undefined;
      return done(SERVICE_CONTRACT_MESSAGES.deleted, reopened);
    },
  }),
};

/** The runner's answers to a body its schema refuses and to a handler that fails. */
export const SITE_FILE_RUNNER_OPTIONS = {
  invalid: { status: 400, message: SERVICE_CONTRACT_MESSAGES.invalid },
  unexpected: SERVICE_CONTRACT_MESSAGES.unexpected,
};
