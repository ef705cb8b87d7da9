import { composeMail, type MailContent } from "./layout";

export interface NoShowWords {
  /** "Marie Dupont" */
  employee: string;
  firstName: string;
  /** "06:00" */
  start: string;
  /** "jeudi 26 novembre, 06:00 – 09:00" */
  when: string;
  /** The shift's title and site: "Hall · Tour Montparnasse". */
  shift: string;
  minutes: number;
  /** The staff home, where the manager marks the employee absent. */
  homeUrl: string;
  /** The site's pointage page is opened by its code: the employee is sent to the typed-code page. */
  punchUrl: string;
}

/** To the managers and admins: someone has not punched in `minutes` after their shift's start. */
export function noShowManagersMail(words: NoShowWords): MailContent {
  return composeMail(`Non pointé : ${words.employee} (${words.shift})`, {
    heading: `${words.employee} n'a pas pointé son arrivée`,
    paragraphs: [
      `Sa vacation a commencé à ${words.start}, il y a ${words.minutes} minutes, et aucune arrivée n'est enregistrée.`,
      "Contactez cette personne ; si elle ne vient pas, marquez son absence depuis l'accueil du personnel pour trouver un remplaçant.",
    ],
    facts: [
      ["Employé", words.employee],
      ["Intervention", `${words.when}\n${words.shift}`],
    ],
    action: { label: "Ouvrir l'accueil du personnel", url: words.homeUrl },
  });
}

/** To the employee: their arrival is not recorded. */
export function noShowEmployeeMail(words: NoShowWords): MailContent {
  return composeMail(`Votre arrivée n'est pas enregistrée (${words.start})`, {
    heading: `Bonjour ${words.firstName},`,
    paragraphs: [
      `Votre vacation a commencé à ${words.start} et votre arrivée n'est pas enregistrée.`,
      "Si vous êtes sur place, scannez le QR code affiché sur le site, ou saisissez son code. Sinon, prévenez votre responsable.",
    ],
    facts: [["Intervention", `${words.when}\n${words.shift}`]],
    action: { label: "Pointer mon arrivée", url: words.punchUrl },
  });
}
