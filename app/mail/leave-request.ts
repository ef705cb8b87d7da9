import { composeMail, type MailContent } from "./layout";

/** To the managers and admins: an employee asks for leave; they answer it on the staff home. */
export function leaveRequestedMail(words: {
  employee: string;
  /** "Congés payés, du lundi 7 au vendredi 11 décembre" */
  what: string;
  note: string | null;
  url: string;
}): MailContent {
  return composeMail(`Demande de congé : ${words.employee}`, {
    heading: `${words.employee} demande un congé`,
    paragraphs: ["Acceptez-la ou refusez-la depuis l'accueil du personnel ; l'employé en sera prévenu par e-mail."],
    facts: [["Demande", words.what], ...(words.note ? [["Message", words.note] as [string, string]] : [])],
    action: { label: "Répondre à la demande", url: words.url },
  });
}

/** To the employee: the answer to their request. */
export function leaveDecidedMail(words: {
  firstName: string;
  approved: boolean;
  what: string;
  /** How many of their shifts the approved leave freed. */
  freed: number;
  weekUrl: string;
}): MailContent {
  const greeting = words.firstName.trim() ? `Bonjour ${words.firstName.trim()},` : "Bonjour,";
  const answer = words.approved ? "acceptée" : "refusée";
  return composeMail(`Votre demande de congé est ${answer}`, {
    heading: `Demande ${answer}`,
    paragraphs: [
      greeting,
      `Votre demande de congé est ${answer}.`,
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
