import { labelledEnum } from "./labelled-enum";

/**
 * Where a shift swap or hand-over between two employees stands: proposed, answered by the colleague, decided; each
 * status as the two employees and the managers read it.
 */
export const { values: SWAP_STATUSES, labels: SWAP_STATUS_LABELS } = labelledEnum({
  proposed: "En attente de réponse du collègue",
  accepted: "Acceptée, en attente d'un responsable",
  approved: "Approuvée",
  declined: "Refusée par le collègue",
  refused: "Refusée par un responsable",
  cancelled: "Annulée",
});
export type SwapStatus = (typeof SWAP_STATUSES)[number];
