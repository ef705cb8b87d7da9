import { company } from "../lib/company";
import { composeMail, type MailContent } from "./layout";

const greetingOf = (firstName: string) => (firstName.trim() ? `Bonjour ${firstName.trim()},` : "Bonjour,");

/** To a client contact invited to the portal: the link to choose a password, as staff get (7 days, once). */
export function clientInvitationMail(input: { firstName: string; url: string }): MailContent {
  return composeMail(`Votre espace client ${company.name}`, {
    heading: "Bienvenue dans votre espace client",
    paragraphs: [
      greetingOf(input.firstName),
      `${company.name} vous ouvre un espace client : les prochains passages sur vos sites, les heures réalisées, les contrôles qualité et les rapports mensuels, et vos demandes.`,
      "Choisissez votre mot de passe pour vous connecter. Ce lien est valable 7 jours et ne sert qu'une fois ; passé ce délai, demandez-en un nouveau à votre interlocuteur.",
    ],
    action: { label: "Choisir mon mot de passe", url: input.url },
  });
}

/** The first of the month, to each contact a site is opened to: last month's report, attached and in the portal. */
export function monthlyReportMail(input: {
  firstName: string;
  siteName: string;
  monthTitle: string;
  url: string;
}): MailContent {
  return composeMail(`Rapport mensuel de ${input.monthTitle} : ${input.siteName}`, {
    heading: `Votre rapport de ${input.monthTitle}`,
    paragraphs: [
      greetingOf(input.firstName),
      `Vous trouverez ci-joint le rapport mensuel de prestation du site ${input.siteName} pour ${input.monthTitle} : les heures prévues au contrat et réalisées, les passages, les contrôles qualité et les actions correctives.`,
      "Il reste disponible dans votre espace client, avec les rapports des mois précédents.",
    ],
    action: { label: "Ouvrir mon espace client", url: input.url },
  });
}
