import { z } from "zod";
import { CLIENT_REQUEST_MESSAGE_MAX } from "../../domain/client-requests";
import { CLIENT_REQUEST_KINDS } from "../../domain/enums";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../domain/photos";
import { ERROR_MESSAGES } from "../../lib/error-messages";
import { requiredText } from "../../lib/form-rules";

export const CLIENT_REQUEST_MESSAGES = {
  ...ERROR_MESSAGES,
  site: "Choisissez l'un de vos sites.",
  kind: "Choisissez le type de demande.",
  notYourSite: "Ce site n'est pas l'un des vôtres.",
  sent: "Demande envoyée",
  sentDetail: "Nous revenons vers vous rapidement : suivez son avancement dans votre espace client.",
} as const;

/** « Nouvelle demande » in the portal: which site, what is asked, and a photo if the client has one. */
export const clientRequestSchema = z.object({
  siteId: z.uuid({ error: CLIENT_REQUEST_MESSAGES.site }),
  kind: z.enum(CLIENT_REQUEST_KINDS, { error: CLIENT_REQUEST_MESSAGES.kind }),
  message: requiredText(CLIENT_REQUEST_MESSAGE_MAX),
  // The declared type is only a first sieve: the stored photo's content is proven an image when it is reduced.
  photo: z
    .file()
    .max(PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge)
    .mime(PHOTO_ACCEPT.split(","), PHOTO_MESSAGES.type)
    .optional(),
});
export type ClientRequestInput = z.output<typeof clientRequestSchema>;
