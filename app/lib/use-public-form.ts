import { useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useServerErrorsClearedOnEdit } from "./clear-error-on-edit";
import type { Result } from "./result";
import { useResultToast } from "./use-result-toast";

/**
 * A public form that only the server checks (ADR 014): it sends through a fetcher, answers with toasts, and shows the
 * errors of `result` (the page's answer when JavaScript is off). Spread `onInput` on the form so an edited field's
 * error clears.
 */
export function usePublicForm<Input extends Record<string, unknown>>(
  id: string,
  result: Result | undefined,
  onResult?: (answer: Result) => void,
) {
  const fetcher = useFetcher<Result>();
  const { lastResult, onInput } = useServerErrorsClearedOnEdit(fetcher.data?.submission ?? result?.submission);
  const [form, fields] = useForm<Input>({ id, lastResult });
  useResultToast(fetcher.data, onResult);
  return { fetcher, form, fields, onInput, sending: fetcher.state !== "idle" };
}
