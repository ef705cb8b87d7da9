import { z } from "zod";

export const VOLUNTEER_MESSAGES = {
  notOpen: "Cette vacation n'est plus à pourvoir.",
  notEligible: (reason: string) => `Vous ne pouvez pas prendre cette vacation : ${reason}`,
  already: "Vous êtes déjà volontaire pour cette vacation.",
  declinedBefore: "Un responsable n'a pas retenu votre proposition pour cette vacation.",
  sent: "Vous êtes volontaire : un responsable va confirmer.",
  taken: "La vacation est à vous : elle est dans votre planning.",
  withdrawn: "Proposition retirée.",
  notPending: "Cette proposition n'est plus en attente.",
  confirmed: "Vacation confiée",
  declined: "Proposition déclinée",
  filled: "Cette vacation a déjà été pourvue : la proposition est close.",
  illegal: (lines: readonly string[]) => `Cette vacation enfreindrait une règle du travail : ${lines.join(" ; ")}.`,
} as const;

const id = (message: string) => z.string({ error: message }).trim().min(1, message);

/** « Je suis disponible » on an open shift of the employee's week. */
export const volunteerSchema = z.object({ planningId: id(VOLUNTEER_MESSAGES.notOpen) });

/** One volunteer's withdrawal, or a manager's decision on it. */
export const volunteerIdSchema = z.object({ volunteerId: id(VOLUNTEER_MESSAGES.notPending) });
