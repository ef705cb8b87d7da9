/** Where an employee's offer to take an open shift stands. */
export type VolunteerStatus = "pending" | "confirmed" | "declined" | "withdrawn" | "filled";

/** Each status as the employee reads it on their week. */
export const VOLUNTEER_STATUS_LABELS: Record<VolunteerStatus, string> = {
  pending: "Vous êtes volontaire : en attente d'un responsable",
  confirmed: "Confirmée : la vacation est à vous",
  declined: "Un responsable n'a pas retenu votre proposition",
  withdrawn: "Vous avez retiré votre proposition",
  filled: "La vacation a été pourvue",
};

export const VOLUNTEER_STATUSES = Object.keys(VOLUNTEER_STATUS_LABELS) as VolunteerStatus[];

/**
 * What the labour rules say of a shift added to the plan of the employee asking for it: eligible with the rules to
 * check it brings them, or why not.
 */
export type Fit = { ok: true; checks: string[] } | { ok: false; reason: string };
