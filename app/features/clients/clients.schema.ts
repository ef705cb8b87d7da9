import { z } from "zod";
import { ERROR_MESSAGES } from "../../lib/error-messages";
import { emailField, optionalPhoneField, postalCodeField, requiredText } from "../../lib/form-rules";
import { roleDenied } from "../../lib/permissions";
import { isSiren } from "./siren";

/** Maxima of a client's fields, in characters: the forms, the actions and the columns agree on them. */
export const CLIENT_LIMITS = { name: 200, address: 300, city: 100, contactName: 200 } as const;

export const CLIENT_MESSAGES = {
  ...ERROR_MESSAGES,
  created: "Client créé",
  already: "Ce devis est déjà converti : voici son client.",
  quoteNotFound: "Cette demande de devis n'existe plus : rechargez la page.",
  siteNameTaken: "Un site porte déjà chacun des noms proposés pour ce client : créez le site depuis la page Sites.",
  notFound: "Ce client n'existe pas.",
  updated: "Client mis à jour",
  nameTaken: "Un client porte déjà ce nom.",
  siren: "Le SIREN compte 9 chiffres, dont le dernier est une clé de contrôle : vérifiez-le.",
  sirenTaken: "Ce SIREN est déjà celui d'un autre client.",
  contactAdded: "Contact ajouté",
  contactTaken: "Ce client a déjà un contact à cette adresse e-mail.",
  contactDeleted: "Contact retiré",
  contactNotFound: "Ce contact n'existe plus : rechargez la page.",
  lastContact: "Un client garde au moins un contact : ajoutez-en un autre avant de retirer celui-ci.",
  invited: "Invitation envoyée",
  accessUpdated: "Accès au portail mis à jour",
  invitationSites: "Choisissez au moins un site.",
  foreignSite: "Ce site n'appartient pas à ce client : un contact ne voit que les sites de son client.",
  emailTaken:
    "Cette adresse e-mail est déjà celle d'un autre compte (personnel ou autre client) : invitez ce contact avec une autre adresse.",
} as const;

/** What a post on a client's page by an employee, a client or a visitor answers. */
export const CLIENTS_DENIED = roleDenied("Accès refusé : vous n'avez pas les droits pour gérer les clients.");

/** « Créer le client » on a quote request. */
export const convertQuoteSchema = z.object({
  quoteId: z.uuid({ error: CLIENT_MESSAGES.quoteNotFound }),
});

/** « Modifier » on a client's page: its name, SIREN and billing address. */
export const clientSchema = z.object({
  name: requiredText(CLIENT_LIMITS.name),
  siren: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .refine((value) => value === "" || isSiren(value), CLIENT_MESSAGES.siren)
    .optional()
    .transform((value) => value || null),
  billingAddress: requiredText(CLIENT_LIMITS.address),
  billingPostalCode: postalCodeField(),
  billingCity: requiredText(CLIENT_LIMITS.city),
});

/** « Ajouter un contact » on a client's page. */
export const contactSchema = z.object({
  name: requiredText(CLIENT_LIMITS.contactName),
  email: emailField(),
  phone: optionalPhoneField(),
});

/** « Retirer » a contact. */
export const contactIdSchema = z.object({
  id: z.uuid({ error: CLIENT_MESSAGES.contactNotFound }),
});

/** « Inviter au portail »: the client's sites the contact will see. */
export const contactInvitationSchema = z.object({
  id: z.uuid({ error: CLIENT_MESSAGES.contactNotFound }),
  siteIds: z
    .array(z.uuid({ error: CLIENT_MESSAGES.foreignSite }), { error: CLIENT_MESSAGES.invitationSites })
    .min(1, CLIENT_MESSAGES.invitationSites),
});

export type ClientInput = z.output<typeof clientSchema>;
export type ContactInput = z.output<typeof contactSchema>;
export type ContactInvitation = z.output<typeof contactInvitationSchema>;
