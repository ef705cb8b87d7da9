import { done, type Intents, intent, refused, runAction } from "../../../lib/action-runner.server";
import { sendOffersSchema } from "./offers.schema";
import { sendOffers } from "./offers.server";

export const NOT_CANDIDATE_MESSAGE =
  "Une personne cochée ne peut plus prendre cette vacation : la liste a été mise à jour, vérifiez-la.";

/** What « Proposer » needs beyond the form: the shift, who sends, and who may take it now (the labour rules say). */
export interface OfferContext {
  planningId: string;
  actorId: string;
  eligible(): Promise<ReadonlySet<string>>;
}

const OFFER_INTENTS: Intents<OfferContext> = {
  offer: intent({
    schema: sendOffersSchema,
    form: "keep",
    unexpected: "Impossible d'envoyer la proposition.",
    run: async ({ employeeIds }, { planningId, actorId, eligible }) => {
      const allowed = await eligible();
      if (employeeIds.some((id) => !allowed.has(id))) return refused(NOT_CANDIDATE_MESSAGE, { code: "NOT_CANDIDATE" });
      const outcome = await sendOffers({ planningId, employeeIds, offeredBy: actorId });
      return outcome.ok ? done("Succès", outcome.message) : refused(outcome.message, { code: outcome.code });
    },
  }),
};

/** Runs one intent of the shift's page. The caller has checked the role. */
export function runOfferAction(formData: FormData, context: OfferContext) {
  return runAction(OFFER_INTENTS, String(formData.get("intent") ?? ""), formData, context, { refusalStatus: 200 });
}
