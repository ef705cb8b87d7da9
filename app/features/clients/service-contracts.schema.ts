import { z } from "zod";
import { FREQUENCIES, PRICINGS } from "../../domain/enums";
import { ERROR_MESSAGES } from "../../lib/error-messages";
import { choiceField, optionalDay, requiredDay } from "../../lib/form-rules";
import { FIELD_MESSAGES } from "../../lib/form-rules.messages";
import { roleDenied } from "../../lib/permissions";
import { MAX_PRICE_EUROS, parsePriceCents, parseWeeklyHours } from "./service-contracts";

export const SERVICE_CONTRACT_MESSAGES = {
  ...ERROR_MESSAGES,
  added: "Contrat de prestation enregistré",
  corrected: "Contrat de prestation corrigé",
  deleted: "Contrat de prestation supprimé",
  previousClosed: (day: string) => `Le contrat précédent prend fin le ${day}.`,
  previousReopened: (day: string | null) =>
    day
      ? `Le contrat précédent court de nouveau jusqu'au ${day}.`
      : "Le contrat précédent court de nouveau, sans date de fin.",
  weeklyHours: "Indiquez un nombre d'heures de 0,25 à 168, par quarts d'heure (par exemple 12,5 ou 12,25).",
  price: `Indiquez un prix en euros, supérieur à 0 et d'au plus ${MAX_PRICE_EUROS.toLocaleString("fr-FR")} € (par exemple 1250 ou 27,50).`,
  period: "La date de fin doit être postérieure à la date de début.",
  overlap: "Ce contrat chevauche un autre contrat de ce site.",
  tooSoon:
    "Le contrat en cours commence ce jour-là ou la veille : un nouveau contrat commence au moins deux jours après.",
  previousTooSoon:
    "Le contrat précédent commence ce jour-là ou la veille : ce contrat commence au moins deux jours après lui.",
  siteNotFound: "Ce site n'existe pas.",
  contractNotFound: "Ce contrat de prestation n'existe pas sur ce site.",
} as const;

/** What a contract post by an employee, a client or a visitor answers. */
export const SERVICE_CONTRACTS_DENIED = roleDenied(
  "Accès refusé : vous n'avez pas les droits pour gérer les contrats de prestation.",
);

/** A required number typed as text, read once by `parse`; refused with `message` when it reads none. */
const parsedNumber = (parse: (text: string) => number | null, message: string) =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .transform((value, context) => {
      const parsed = parse(value);
      if (parsed !== null) return parsed;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });

const termsObject = z.object({
  weeklyHours: parsedNumber(parseWeeklyHours, SERVICE_CONTRACT_MESSAGES.weeklyHours),
  frequency: choiceField(FREQUENCIES),
  pricing: choiceField(PRICINGS),
  price: parsedNumber(parsePriceCents, SERVICE_CONTRACT_MESSAGES.price),
  startsOn: requiredDay,
  endsOn: optionalDay,
});

const endingAfterStart = <T extends z.ZodType<{ startsOn: string; endsOn: string | null }>>(schema: T) =>
  schema.refine((value) => value.endsOn === null || value.endsOn > value.startsOn, {
    message: SERVICE_CONTRACT_MESSAGES.period,
    path: ["endsOn"],
  });

const contractId = z.uuid({ error: SERVICE_CONTRACT_MESSAGES.contractNotFound });

/** « Nouveau contrat » on a site's page: the terms, from a day, replacing the contract running then. */
export const serviceContractSchema = endingAfterStart(termsObject);

/** « Corriger » a contract typed with a mistake: every term, saved over it; its id travels as a hidden input. */
export const serviceContractCorrectionSchema = endingAfterStart(termsObject.extend({ id: contractId }));

/** « Supprimer » a contract typed with a mistake. */
export const serviceContractIdSchema = z.object({ id: contractId });

export type ServiceContractInput = z.output<typeof serviceContractSchema>;
