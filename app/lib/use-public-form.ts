import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useServerErrorsClearedOnEdit } from "./clear-error-on-edit";
import type { Result } from "./result";
import { useResultToast } from "./use-result-toast";

/**
 * A public form that only the server checks (ADR 014): it sends through a fetcher, answers with toasts, and shows the
 * errors of `result` (the page's answer when JavaScript is off). Spread `formProps` on `fetcher.Form`: it posts to
 * `action` without the browser's own checks, and an edited field's error clears.
 */
export function usePublicForm<Input extends Record<string, unknown>>(
  id: string,
  action: string,
  result: Result | undefined,
  onResult?: (answer: Result) => void,
) {
  const fetcher = useFetcher<Result>();
  const { lastResult, onInput } = useServerErrorsClearedOnEdit(fetcher.data?.submission ?? result?.submission);
  const [form, fields] = useForm<Input>({ id, lastResult });
  useResultToast(fetcher.data, onResult);
  const formProps = { ...getFormProps(form), method: "post" as const, action, noValidate: true, onInput };
  return { fetcher, form, fields, formProps, sending: fetcher.state !== "idle" };
}
