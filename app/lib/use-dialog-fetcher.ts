import { useFetcher } from "react-router";
import type { Result } from "./result";
import { useResultToast } from "./use-result-toast";

/**
 * The fetcher of a form in a dialog: its answer is toasted, a success closes the dialog, and a second submit
 * while the first is being sent is ignored.
 */
export function useDialogFetcher(onDone: () => void) {
  const fetcher = useFetcher<Result>();
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data, (result) => {
    if (result.ok) onDone();
  });
  const ignoreWhileBusy = (event: { preventDefault: () => void }) => {
    if (busy) event.preventDefault();
  };
  return { fetcher, busy, ignoreWhileBusy };
}
