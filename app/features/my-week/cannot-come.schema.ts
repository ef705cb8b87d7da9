import { z } from "zod";
import { choiceField, optionalText } from "../../lib/form-rules";
import { CANNOT_COME_MESSAGES, CANNOT_COME_NOTE_MAX, CANNOT_COME_REASONS } from "./cannot-come";

/** « Je ne peux pas venir » on one of the employee's coming shifts: the planning, the reason, an optional word. */
export const cannotComeSchema = z.object({
  planningId: z.string({ error: CANNOT_COME_MESSAGES.notYours }).trim().min(1, CANNOT_COME_MESSAGES.notYours),
  reason: choiceField(CANNOT_COME_REASONS),
  note: optionalText(CANNOT_COME_NOTE_MAX),
});
