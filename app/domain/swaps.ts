/** Where a shift swap or hand-over between two employees stands: proposed, answered by the colleague, decided. */
export type SwapStatus = "proposed" | "accepted" | "approved" | "declined" | "refused" | "cancelled";

/** Each status as the two employees and the managers read it. */
export const SWAP_STATUS_LABELS: Record<SwapStatus, string> = {
  proposed: "En attente de réponse du collègue",
  accepted: "Acceptée, en attente d'un responsable",
  approved: "Approuvée",
  declined: "Refusée par le collègue",
  refused: "Refusée par un responsable",
  cancelled: "Annulée",
};

export const SWAP_STATUSES = Object.keys(SWAP_STATUS_LABELS) as SwapStatus[];
