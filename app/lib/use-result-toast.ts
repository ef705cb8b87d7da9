import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { MutationResult } from "./mutation-result";

/** Toasts each new answer of a fetcher once ('Erreur' with the server's message on failure). */
export function useResultToast(result: MutationResult | undefined, onResult?: (result: MutationResult) => void) {
  const seen = useRef<MutationResult | undefined>(undefined);
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error("Erreur", { description: result.message });
    onResult?.(result);
  });
}
