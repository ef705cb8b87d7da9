import { z } from "zod";
import { todayIn } from "../../lib/time";
import { absenceFormSchema } from "./contracts.schema";

export const LEAVE_REQUEST_MESSAGES = {
  sent: "Demande envoyée : vos responsables vont y répondre.",
  past: "Une demande ne peut pas commencer avant aujourd'hui.",
  overlap: "Cette demande chevauche une absence ou une autre demande en attente.",
  cancelled: "Demande annulée.",
  notPending: "Cette demande n'est plus en attente.",
  approved: "Demande acceptée",
  refused: "Demande refusée",
  approvedOverlap:
    "Cette demande chevauche une absence enregistrée depuis : refusez-la, ou modifiez l'absence d'abord.",
} as const;

/** « Demander un congé »: the employee's own absence to come (from today: sick today is allowed). */
export const leaveRequestSchema = (zone: string) =>
  absenceFormSchema(zone).superRefine((value, context) => {
    if (value.startsOn < todayIn(zone))
      context.addIssue({ code: "custom", path: ["startsOn"], message: LEAVE_REQUEST_MESSAGES.past });
  });

const requestId = z.string({ error: LEAVE_REQUEST_MESSAGES.notPending }).uuid(LEAVE_REQUEST_MESSAGES.notPending);

/** « Annuler » on one of the employee's pending requests, « Accepter » or « Refuser » on the staff home. */
export const requestIdSchema = z.object({ requestId });
