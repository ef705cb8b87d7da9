import { labelledEnum } from "./labelled-enum";

/** What a client contact may ask from the portal: more work, or a complaint about work done. */
export const { values: CLIENT_REQUEST_KINDS, labels: CLIENT_REQUEST_KIND_LABELS } = labelledEnum({
  intervention: "Intervention supplémentaire",
  complaint: "Réclamation",
});
export type ClientRequestKind = (typeof CLIENT_REQUEST_KINDS)[number];

export const CLIENT_REQUEST_MESSAGE_MAX = 2000;
