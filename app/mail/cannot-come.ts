import { composeMail, type MailContent } from "./layout";

export interface CannotComeWords {
  /** "Marie Dupont" */
  employee: string;
  /** "Arrêt maladie" */
  reason: string;
  /** "jeudi 26 novembre, 06:00 – 09:00" */
  when: string;
  /** The planning's title and place: "Bureaux étage 12 · Tour Montparnasse". */
  shift: string;
  /** How many of that day's shifts the declaration freed. */
  freed: number;
  note: string | null;
  /** The replacement finder of the shift declared. */
  url: string;
}

/** To the managers and admins, at once: an employee cannot come to a coming shift. */
export function cannotComeMail(words: CannotComeWords): MailContent {
  return composeMail(`${words.employee} ne peut pas venir (${words.when})`, {
    heading: `${words.employee} ne peut pas venir`,
    paragraphs: [
      words.freed > 1
        ? `Ses ${words.freed} interventions de ce jour-là sont à remplacer.`
        : "Son intervention est à remplacer.",
    ],
    facts: [
      ["Motif", words.reason],
      ["Intervention", `${words.when}\n${words.shift}`],
      ...(words.note ? [["Message", words.note] as [string, string]] : []),
    ],
    action: { label: "Trouver un remplaçant", url: words.url },
  });
}
