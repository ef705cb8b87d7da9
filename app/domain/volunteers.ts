import { labelledEnum } from "./labelled-enum";

/** Where an employee's offer to take an open shift stands, each status as the employee reads it on their week. */
export const { values: VOLUNTEER_STATUSES, labels: VOLUNTEER_STATUS_LABELS } = labelledEnum({
  pending: "Vous êtes volontaire : en attente d'un responsable",
  confirmed: "Confirmée : la vacation est à vous",
  declined: "Un responsable n'a pas retenu votre proposition",
  withdrawn: "Vous avez retiré votre proposition",
  filled: "La vacation a été pourvue",
});
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

/**
 * What the labour rules say of a shift added to the plan of the employee asking for it: eligible with the rules to
 * check it brings them, or why not.
 */
export type Fit = { ok: true; checks: string[] } | { ok: false; reason: string };
