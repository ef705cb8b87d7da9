import { company } from "../lib/company";
import { composeMail, type MailContent } from "./layout";

/** The mails about one's own account: a password reset link and an invitation to choose a first password. */

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
  const greeting = input.firstName.trim() ? `Bonjour ${input.firstName.trim()},` : "Bonjour,";
  return composeMail(`Votre compte ${company.name} vous attend`, {
    heading: "Bienvenue dans l'espace du personnel",
    paragraphs: [
      greeting,
      `Un compte a été créé pour vous sur l'espace du personnel de ${company.name}. Choisissez votre mot de passe pour vous connecter.`,
      "Ce lien est valable 7 jours et ne sert qu'une fois. Passé ce délai, demandez-en un nouveau à votre administrateur.",
    ],
    action: { label: "Choisir mon mot de passe", url: input.url },
  });
}

/** Sent once a day at most when sign-ins to the account keep failing; `url` asks for a new password. */
export function signInFailuresMail(input: { firstName: string; url: string }): MailContent {
  const greeting = input.firstName.trim() ? `Bonjour ${input.firstName.trim()},` : "Bonjour,";
  return composeMail(`Tentatives de connexion à votre compte ${company.name}`, {
    heading: "Plusieurs connexions à votre compte ont échoué",
    paragraphs: [
      greeting,
      `Plusieurs tentatives de connexion à votre compte ${company.name} ont échoué, avec un mauvais mot de passe.`,
      "Si c'était vous, rien à faire. Sinon, quelqu'un essaie peut-être de deviner votre mot de passe : les appareils depuis lesquels vous vous êtes déjà connecté ne sont pas bloqués, et vous pouvez choisir un nouveau mot de passe par précaution.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: input.url },
  });
}
