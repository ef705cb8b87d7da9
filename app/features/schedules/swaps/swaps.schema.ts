import { z } from "zod";

export const SWAP_MESSAGES = {
  chooseColleague: "Choisissez le collègue à qui proposer la vacation.",
  notYours: "Cette vacation n'est pas l'une de vos interventions à venir.",
  notColleague: "Ce collègue ne peut pas prendre cette vacation (pas de contrat ce jour-là, ou compte inactif).",
  notTheirs: "La vacation demandée en échange n'est pas l'une de ses interventions à venir.",
  alreadyOpen: "Une proposition est déjà en cours pour cette vacation.",
  proposed: "Proposition envoyée : votre collègue va y répondre.",
  accepted: "Échange accepté : un responsable va le valider.",
  declined: "Proposition refusée.",
  cancelled: "Proposition annulée.",
  approved: "Échange approuvé",
  refused: "Échange refusé",
  notOpen: "Cette proposition n'est plus en attente.",
  stale: "Cet échange n'est plus possible : les plannings ont changé depuis.",
  illegal: (lines: readonly string[]) => `Cet échange enfreindrait une règle du travail : ${lines.join(" ; ")}.`,
} as const;

const id = (message: string) => z.string({ error: message }).trim().min(1, message);

/** « Proposer à un collègue »: the employee's shift, the colleague, and the colleague's shift in exchange, if any. */
export const proposeSwapSchema = z.object({
  planningId: id(SWAP_MESSAGES.notYours),
  colleagueId: id(SWAP_MESSAGES.chooseColleague),
  theirPlanningId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null),
});

/** One proposal's answer: the colleague's, the proposer's cancellation, or a manager's decision. */
export const swapIdSchema = z.object({ swapId: id(SWAP_MESSAGES.notOpen) });
