import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { Result } from "./result";

/** Toasts each new answer of a fetcher once ('Erreur' with the server's message on failure). */
export function useResultToast(result: Result | undefined, onResult?: (result: Result) => void) {
  const seen = useRef<Result | undefined>(undefined);
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (result.ok) toast.success(result.message, result.description ? { description: result.description } : undefined);
    else toast.error("Erreur", { description: result.message });
    onResult?.(result);
  });
}
