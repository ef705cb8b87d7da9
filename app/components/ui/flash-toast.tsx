import { useEffect } from "react";
import { toast as show } from "sonner";
import type { Toast } from "../../lib/toast.server";

/** Shows the toast a redirect left for this page (see redirectWithToast), once. */
export function FlashToast({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (!toast) return;
    const options = toast.description ? { description: toast.description } : undefined;
    if (toast.type === "success") show.success(toast.title, options);
    else show.error(toast.title, options);
  }, [toast]);
  return null;
}
