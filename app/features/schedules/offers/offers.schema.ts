import { z } from "zod";
import { LISTED_CANDIDATES } from "./offers";

export const CHOOSE_CANDIDATES_MESSAGE = "Cochez au moins une personne à qui proposer la vacation.";

/** « Proposer »: the candidates ticked on the shift's page, each offered the shift by mail. */
export const sendOffersSchema = z.object({
  intent: z.literal("offer"),
  employeeIds: z
    .array(z.string().trim().min(1), { error: CHOOSE_CANDIDATES_MESSAGE })
    .min(1, CHOOSE_CANDIDATES_MESSAGE)
    .max(LISTED_CANDIDATES, CHOOSE_CANDIDATES_MESSAGE),
});

/** The answer on the offer's page: its two buttons. */
export const answerOfferSchema = z.object({ answer: z.enum(["accept", "refuse"]) });
