import type { Submission } from "@conform-to/react";
import { toast } from "sonner";

/** Every failing message of a form, in field order, once each. */
export function failingMessages(errors: Record<string, string[] | null> | null | undefined): string[] {
  return [...new Set(Object.values(errors ?? {}).flatMap((messages) => messages ?? []))];
}

/**
 * For a form refused in the browser on submit (not on a field's blur): lists every failing message in one
 * 'Erreur de validation' toast, besides the errors shown under the fields. Returns the submission unchanged.
 */
export function toastIfRefused<Input, Output>(
  submission: Submission<Input, string[], Output>,
): Submission<Input, string[], Output> {
  if (submission.status === "error") {
    toast.error("Erreur de validation", { description: failingMessages(submission.error).join("\n") });
  }
  return submission;
}
