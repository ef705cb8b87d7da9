import { composeMail, type MailContent } from "./layout";

export interface ChangeNoticeWords {
  firstName: string;
  /** One line per change, already worded ("lundi 9 mars 06:00–08:00 → …"). */
  changes: readonly string[];
  /** The access instructions of the sites concerned, as "Accès — site" / instructions pairs. */
  access: Array<[label: string, instructions: string]>;
  weekUrl: string;
}

/** The mail telling an employee what changed in their plannings (the calendar attachments are added by the sender). */
export function changeNoticeMail({ firstName, changes, access, weekUrl }: ChangeNoticeWords): MailContent {
  const count = changes.length;
  const greeting = firstName.trim() ? `Bonjour ${firstName.trim()},` : "Bonjour,";
  return composeMail(count === 1 ? "Votre planning a changé" : `Votre planning a changé (${count} modifications)`, {
    heading: "Votre planning a changé",
    paragraphs: [
      greeting,
      count === 1 ? "Une de vos interventions a changé :" : "Voici ce qui a changé dans vos interventions :",
      changes.map((line) => `• ${line}`).join("\n"),
      "Le fichier joint met à jour votre agenda. Vous pouvez désactiver ces messages sur la page de votre semaine.",
    ],
    facts: access,
    action: { label: "Voir ma semaine", url: weekUrl },
  });
}
