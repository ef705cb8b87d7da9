import { composeMail, type MailContent } from "./layout";

/** A shift as the offer mails name it. */
export interface OfferedShift {
  /** "vendredi 27 novembre de 06:00 à 09:00" */
  when: string;
  title: string;
  /** The site's name, or the planning's free-text place. */
  place: string;
  /** The site's address; null for a place without one. */
  address: string | null;
}

function greeting(firstName: string): string {
  return firstName.trim() ? `Bonjour ${firstName.trim()},` : "Bonjour,";
}

function shiftFacts(shift: OfferedShift): Array<[string, string]> {
  return [
    ["Vacation", shift.title],
    ["Quand", shift.when],
    ["Lieu", shift.place],
    ...(shift.address ? [["Adresse", shift.address] as [string, string]] : []),
  ];
}

/** To a candidate, at once: one shift to take, with a personal link to accept and one to refuse. */
export function replacementOfferMail(words: {
  firstName: string;
  shift: OfferedShift;
  acceptUrl: string;
  refuseUrl: string;
}): MailContent {
  return composeMail(`Remplacement proposé : ${words.shift.when}`, {
    heading: "Pouvez-vous assurer cette vacation ?",
    paragraphs: [
      greeting(words.firstName),
      "Nous cherchons quelqu'un pour la vacation ci-dessous. La première personne qui accepte l'obtient.",
      "Ces liens sont personnels : ils ne servent qu'une fois et expirent au début de la vacation.",
    ],
    facts: shiftFacts(words.shift),
    action: { label: "Accepter", url: words.acceptUrl },
    otherAction: { label: "Refuser", url: words.refuseUrl },
  });
}

/** To the candidate who accepted first: the shift is theirs, with how to get in (the calendar file is attached). */
export function replacementConfirmedMail(words: {
  firstName: string;
  shift: OfferedShift;
  accessInstructions: string | null;
  weekUrl: string;
}): MailContent {
  return composeMail(`Remplacement confirmé : ${words.shift.when}`, {
    heading: "La vacation est à vous",
    paragraphs: [
      greeting(words.firstName),
      "Merci ! Vous assurez la vacation ci-dessous. Le fichier joint l'ajoute à votre agenda.",
    ],
    facts: [
      ...shiftFacts(words.shift),
      ...(words.accessInstructions ? [["Accès", words.accessInstructions] as [string, string]] : []),
    ],
    action: { label: "Voir ma semaine", url: words.weekUrl },
  });
}

/** To the employee an absence took off the shift: someone took it. */
export function replacedMail(words: { firstName: string; replacement: string; shift: OfferedShift }): MailContent {
  return composeMail(`Vous êtes remplacé : ${words.shift.when}`, {
    heading: "Votre vacation est assurée",
    paragraphs: [
      greeting(words.firstName),
      `${words.replacement} assure votre vacation ci-dessous. Vous n'avez rien à faire.`,
    ],
    facts: shiftFacts(words.shift),
  });
}
