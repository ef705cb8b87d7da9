import { CLIENT_REQUEST_KIND_LABELS, type ClientRequestKind } from "../domain/enums";
import { composeMail, type MailContent } from "./layout";

export interface ClientRequestNotice {
  kind: ClientRequestKind;
  siteName: string;
  clientName: string;
  authorName: string;
  authorEmail: string;
  message: string;
  hasPhoto: boolean;
  /** The request in the staff inbox. */
  url: string;
}

/** To the managers: a client contact sent a request from the portal. */
export function clientRequestMail(notice: ClientRequestNotice): MailContent {
  const kind = CLIENT_REQUEST_KIND_LABELS[notice.kind];
  return composeMail(`Demande client : ${kind} — ${notice.siteName}`, {
    heading: "Nouvelle demande client",
    paragraphs: [
      `${notice.authorName} (${notice.clientName}) a envoyé une demande depuis son espace client. Son statut, que vous suivez dans les demandes reçues, lui est visible.`,
    ],
    facts: [
      ["Type", kind],
      ["Site", notice.siteName],
      ["Client", notice.clientName],
      ["De", `${notice.authorName} <${notice.authorEmail}>`],
      ["Message", notice.message],
      ["Photo", notice.hasPhoto ? "jointe, à voir dans la demande" : "aucune"],
    ],
    action: { label: "Voir la demande", url: notice.url },
  });
}
