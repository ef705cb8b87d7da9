/** What a client contact may ask from the portal: more work, or a complaint about work done. */
export const CLIENT_REQUEST_KINDS = ["intervention", "complaint"] as const;
export type ClientRequestKind = (typeof CLIENT_REQUEST_KINDS)[number];

export const CLIENT_REQUEST_KIND_LABELS: Record<ClientRequestKind, string> = {
  intervention: "Intervention supplémentaire",
  complaint: "Réclamation",
};

export const CLIENT_REQUEST_MESSAGE_MAX = 2000;
