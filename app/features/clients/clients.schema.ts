import { z } from "zod";

export const CLIENT_MESSAGES = {
  created: "Client créé",
  already: "Ce devis est déjà converti : voici son client.",
  quoteNotFound: "Cette demande de devis n'existe plus : rechargez la page.",
  siteNameTaken: "Un site porte déjà chacun des noms proposés pour ce client : créez le site depuis la page Sites.",
  notFound: "Ce client n'existe pas.",
} as const;

/** « Créer le client » on a quote request. */
export const convertQuoteSchema = z.object({
  quoteId: z.uuid({ error: CLIENT_MESSAGES.quoteNotFound }),
});
