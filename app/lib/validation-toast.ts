import { toast } from "sonner";

/** Every failing message of a form, in field order, once each. */
export function failingMessages(errors: Record<string, string[] | null> | null | undefined): string[] {
  return [...new Set(Object.values(errors ?? {}).flatMap((messages) => messages ?? []))];
}

/**
 * How a form refused in the browser on submit (not on a field's blur) says so besides the errors under the fields:
 * every failing message in one 'Erreur de validation' toast, or the first in an 'Erreur' toast, as the server answers.
 */
export type RefusalToast = "every" | "first";

export function toastRefusal(kind: RefusalToast, messages: readonly string[]) {
  if (messages.length === 0) return;
  if (kind === "every") toast.error("Erreur de validation", { description: messages.join("\n") });
  else toast.error("Erreur", { description: messages[0] });
}
