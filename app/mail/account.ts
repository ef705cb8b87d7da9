import { company } from "../lib/company";
import { composeMail, type MailContent } from "./layout";

const greetingOf = (firstName: string) => (firstName.trim() ? `Bonjour ${firstName.trim()},` : "Bonjour,");

/** The mails about accounts: links to choose a password, welcome and approval, and the admins' sign-up notice. */

export function passwordResetMail(url: string): MailContent {
  return composeMail(`Réinitialisation de votre mot de passe ${company.name}`, {
    heading: "Choisissez un nouveau mot de passe",
    paragraphs: [
      `Une demande de réinitialisation du mot de passe de votre compte ${company.name} a été faite.`,
      "Ce lien est valable une heure et ne sert qu'une fois.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url },
  });
}

export function invitationMail(input: { firstName: string; url: string }): MailContent {
  return composeMail(`Votre compte ${company.name} vous attend`, {
    heading: "Bienvenue dans l'espace du personnel",
    paragraphs: [
      greetingOf(input.firstName),
      `Un compte a été créé pour vous sur l'espace du personnel de ${company.name}. Choisissez votre mot de passe pour vous connecter.`,
      "Ce lien est valable 7 jours et ne sert qu'une fois. Passé ce délai, demandez-en un nouveau à votre administrateur.",
    ],
    action: { label: "Choisir mon mot de passe", url: input.url },
  });
}

/** Sent once a day at most when sign-ins to the account keep failing; `url` asks for a new password. */
export function signInFailuresMail(input: { firstName: string; url: string }): MailContent {
  return composeMail(`Tentatives de connexion à votre compte ${company.name}`, {
    heading: "Plusieurs connexions à votre compte ont échoué",
    paragraphs: [
      greetingOf(input.firstName),
      `Plusieurs tentatives de connexion à votre compte ${company.name} ont échoué, avec un mauvais mot de passe.`,
      "Si c'était vous, rien à faire. Sinon, quelqu'un essaie peut-être de deviner votre mot de passe : les appareils depuis lesquels vous vous êtes déjà connecté ne sont pas bloqués, et vous pouvez choisir un nouveau mot de passe par précaution.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: input.url },
  });
}

/** To an account an admin created with a password: where to sign in, never the password itself. */
export function welcomeMail(input: { firstName: string; email: string; signInUrl: string }): MailContent {
  return composeMail(`Votre compte ${company.name} est prêt`, {
    heading: "Bienvenue dans l'espace du personnel",
    paragraphs: [
      greetingOf(input.firstName),
      `Un compte a été créé pour vous sur l'espace du personnel de ${company.name}. Connectez-vous avec votre adresse e-mail et le mot de passe que votre administrateur vous a communiqué.`,
      "Pour votre sécurité, changez ce mot de passe dans « Mon compte » dès votre première connexion.",
    ],
    facts: [["Adresse de connexion", input.email]],
    action: { label: "Se connecter", url: input.signInUrl },
  });
}

/** To an account just made an admin: its password no longer counts, it chooses one of at least 12 characters. */
export function promotionMail(input: { firstName: string; url: string }): MailContent {
  return composeMail(`Vous êtes administrateur de l'espace ${company.name}`, {
    heading: "Choisissez un mot de passe d'administrateur",
    paragraphs: [
      greetingOf(input.firstName),
      "Le rôle Administrateur vient de vous être donné. Un administrateur doit avoir un mot de passe d'au moins 12 caractères : votre ancien mot de passe ne fonctionne plus.",
      "Ce lien est valable 7 jours et ne sert qu'une fois. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.",
    ],
    action: { label: "Choisir mon mot de passe", url: input.url },
  });
}

/** To the admins: someone signed up and waits for approval. */
export function signUpNoticeMail(input: { name: string; email: string; url: string }): MailContent {
  return composeMail("Nouvelle inscription à approuver", {
    heading: "Un compte attend votre approbation",
    paragraphs: [
      "Une personne s'est inscrite sur l'espace du personnel. Son compte n'a accès à rien tant qu'un administrateur ne l'a pas approuvé.",
    ],
    facts: [
      ["Nom", input.name],
      ["Email", input.email],
    ],
    action: { label: "Approuver ou refuser", url: input.url },
  });
}

/** To a self-registered account an admin approved. */
export function approvalMail(input: { firstName: string; signInUrl: string }): MailContent {
  return composeMail(`Votre compte ${company.name} est approuvé`, {
    heading: "Votre compte est approuvé",
    paragraphs: [
      greetingOf(input.firstName),
      "Un administrateur a approuvé votre compte : vous pouvez maintenant accéder à l'espace du personnel.",
    ],
    action: { label: "Se connecter", url: input.signInUrl },
  });
}
