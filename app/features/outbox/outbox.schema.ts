import { z } from "zod";

export const OUTBOX_MESSAGES = {
  requeued: "Courriel remis en file d'envoi",
  notFailed: "Ce courriel n'est plus en échec.",
  listFailed: "Impossible de charger les courriels.",
} as const;

export const resendMailSchema = z.object({
  mailId: z.uuid(OUTBOX_MESSAGES.notFailed),
});
