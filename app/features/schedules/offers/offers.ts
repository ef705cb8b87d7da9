import type { OfferState } from "../../../domain/offers";
import { formatInZone } from "../../../lib/time";

/** The candidates listed on the shift's page: nobody reads further down at 6 a.m. */
export const LISTED_CANDIDATES = 20;

/** How many candidates an offer goes to unless the manager chooses otherwise, and each follow-up round. */
export const OFFER_BATCH = 3;

/** An offer as the manager sees it on the shift. */
export interface OfferSeen {
  employeeId: string;
  name: string;
  state: OfferState;
  sentAt: Date;
  answeredAt: Date | null;
  expiresAt: Date;
}

/**
 * What an offer stands at for the people who read it: one still waiting is expired once the shift has started, and
 * filled once someone works it (by another offer, or the manager's own choice); the job writes both down later.
 */
export function offerStateAt(offer: Pick<OfferSeen, "state" | "expiresAt">, shiftOpen: boolean, now: Date): OfferState {
  if (offer.state !== "sent") return offer.state;
  if (offer.expiresAt.getTime() <= now.getTime()) return "expired";
  return shiftOpen ? "sent" : "filled";
}

/** « Envoyée à 06:02 », « Acceptée à 06:05 »…: the line the shift's page gives each offer. */
export function offerStateText(
  offer: Pick<OfferSeen, "sentAt" | "answeredAt">,
  state: OfferState,
  zone: string,
): string {
  const at = (date: Date) => formatInZone(date, "HH:mm", zone);
  switch (state) {
    case "sent":
      return `Envoyée à ${at(offer.sentAt)}, sans réponse`;
    case "accepted":
      return `Acceptée à ${at(offer.answeredAt ?? offer.sentAt)}`;
    case "refused":
      return `Refusée à ${at(offer.answeredAt ?? offer.sentAt)}`;
    case "expired":
      return "Expirée : la vacation a commencé";
    case "filled":
      return "Close : la vacation est pourvue";
  }
}

/** The text of « Proposer » for the number of candidates ticked. */
export function offerButtonText(count: number): string {
  return count === 1 ? "Proposer à 1 personne" : `Proposer à ${count} personnes`;
}
