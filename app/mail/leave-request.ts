import { composeMail, type MailContent } from "./layout";

/** What an employee asks the managers for: leave, or to be left off at a time. */
export type RequestNoun = "congé" | "indisponibilité";

const OF: Record<RequestNoun, { request: string; theirs: string; asks: string }> = {
  congé: { request: "Demande de congé", theirs: "Votre demande de congé", asks: "demande un congé" },
  indisponibilité: {
    request: "Indisponibilité",
    theirs: "Votre indisponibilité",
    asks: "se déclare indisponible",
  },
};

/** To the managers and admins: an employee asks for leave, or declares a time unavailable; they answer on the staff home. */
export function leaveRequestedMail(words: {
  noun: RequestNoun;
  employee: string;
  /** "Congés payés, du lundi 7 au vendredi 11 décembre" */
  what: string;
  note: string | null;
  url: string;
}): MailContent {
  const of = OF[words.noun];
  return composeMail(`${of.request} : ${words.employee}`, {
    heading: `${words.employee} ${of.asks}`,
    paragraphs: ["Acceptez-la ou refusez-la depuis l'accueil du personnel ; l'employé en sera prévenu par e-mail."],
    facts: [["Demande", words.what], ...(words.note ? [["Message", words.note] as [string, string]] : [])],
    action: { label: "Répondre à la demande", url: words.url },
  });
}

/** To the employee: the answer to their request. */
export function leaveDecidedMail(words: {
  noun: RequestNoun;
  firstName: string;
  approved: boolean;
  what: string;
  /** How many of their shifts the approved leave freed. */
  freed: number;
  weekUrl: string;
}): MailContent {
  const greeting = words.firstName.trim() ? `Bonjour ${words.firstName.trim()},` : "Bonjour,";
  const answer = words.approved ? "acceptée" : "refusée";
  const { theirs } = OF[words.noun];
  return composeMail(`${theirs} est ${answer}`, {
    heading: `${OF[words.noun].request} ${answer}`,
    paragraphs: [
      greeting,
      `${theirs} est ${answer}.`,
      ...(words.approved && words.freed > 0
        ? [
            words.freed > 1
              ? `Vos ${words.freed} interventions de cette période seront assurées par d'autres.`
              : "Votre intervention de cette période sera assurée par quelqu'un d'autre.",
          ]
        : []),
      ...(words.approved ? [] : ["Pour en parler, adressez-vous à votre responsable."]),
    ],
    facts: [["Demande", words.what]],
    action: { label: "Voir mon planning", url: words.weekUrl },
  });
}
