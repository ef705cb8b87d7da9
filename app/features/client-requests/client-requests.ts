import type { LeadStatus } from "../../domain/enums";

/** A request's follow-up status in the client's words: the inbox's status, read from the other side. */
export const CLIENT_REQUEST_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "Reçue",
  in_progress: "En cours",
  done: "Traitée",
  archived: "Classée",
};

/** How long a message's excerpt in the portal's list is, in characters. */
export const EXCERPT_LENGTH = 140;

/** A message on one line, cut at a word with an ellipsis when longer than `max`. */
export function excerptOf(message: string, max = EXCERPT_LENGTH): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The author name a request keeps: the account's name, else its address. */
export function authorNameOf(account: { firstName: string; lastName: string; email: string }): string {
  return `${account.firstName} ${account.lastName}`.trim() || account.email;
}

/** Where the portal shows a request's photo. */
export const portalPhotoPath = (id: string) => `/portal/demandes/${id}/photo`;
