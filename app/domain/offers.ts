/** What became of a replacement offer: waiting, answered, or closed without an answer. */
export const OFFER_STATES = ["sent", "accepted", "refused", "expired", "filled"] as const;
export type OfferState = (typeof OFFER_STATES)[number];
