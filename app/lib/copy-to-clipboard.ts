import { toast } from "sonner";

interface Toast {
  title: string;
  description: string;
}

/** Copies the text to the clipboard and says so in a toast, or says in another why the visitor must copy it. */
export async function copyToClipboard(text: string, toasts: { copied: Toast; failed: Toast }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(toasts.copied.title, { description: toasts.copied.description });
  } catch {
    toast.error(toasts.failed.title, { description: toasts.failed.description });
  }
}
