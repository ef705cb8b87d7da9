/** Where a shift swap or hand-over between two employees stands: proposed, answered by the colleague, decided. */
export const SWAP_STATUSES = ["proposed", "accepted", "approved", "declined", "refused", "cancelled"] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

export const SWAP_STATUS_LABELS: Record<SwapStatus, string> = {
  proposed: "En attente de réponse du collègue",
  accepted: "Acceptée, en attente d'un responsable",
  approved: "Approuvée",
  declined: "Refusée par le collègue",
  refused: "Refusée par un responsable",
  cancelled: "Annulée",
};
