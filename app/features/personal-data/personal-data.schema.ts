import { z } from "zod";
import { emailField } from "../../lib/account-fields";

export const PERSONAL_DATA_MESSAGES = {
  title: "Exporter les données d'une personne",
  lead: "Tout ce que le site conserve sur une adresse e-mail (compte, dossier salarié, demandes, candidatures, contacts client), dans un fichier .zip (JSON et CSV).",
  field: "Adresse e-mail de la personne",
  submit: "Télécharger l'archive",
  unknown: "Aucune donnée n'est enregistrée pour cette adresse e-mail.",
  unexpected: "L'export n'a pas pu être préparé. Veuillez réessayer.",
} as const;

/** The intent of /admin/users that downloads a person's data (in the URL, so the admin guard runs first). */
export const PERSONAL_DATA_INTENT = "personal-data";

/** The address that links a person's account, employee file, leads, applications and client contacts. */
export const personalDataRequestSchema = z.object({ email: emailField });

export type PersonalDataRequest = z.infer<typeof personalDataRequestSchema>;
