import type { SubmissionResult } from "@conform-to/react";
import { type FormEvent, useMemo, useState } from "react";

type Reply = SubmissionResult<string[]>;

/**
 * The server's answer without the errors of the edited fields. It carries neither status nor values, so that Conform
 * keeps what is typed and does not move the focus; while nothing is edited it is the answer itself.
 */
export function withoutErrorsOf(reply: Reply | undefined, edited: readonly string[]): Reply | undefined {
  if (!reply?.error || edited.length === 0) return reply;
  const error = Object.fromEntries(Object.entries(reply.error).filter(([name]) => !edited.includes(name)));
  return { error, ...(reply.state ? { state: reply.state } : {}) };
}

/**
 * A field's error clears as soon as that field is edited (docs/product.md). On a form that only the server validates
 * (no `onValidate`), Conform's own update would post the form, so the edited fields' errors are dropped from the
 * answer given to `useForm` instead, until the next answer. Pass the returned `lastResult` to `useForm` and spread
 * `onInput` on the form.
 */
export function useServerErrorsClearedOnEdit(reply: Reply | undefined) {
  const [edited, setEdited] = useState<{ reply?: Reply; names: readonly string[] }>({ names: [] });
  const names = edited.reply === reply ? edited.names : NONE;
  const lastResult = useMemo(() => withoutErrorsOf(reply, names), [reply, names]);
  function onInput(event: FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name && lastResult?.error?.[name]) setEdited({ reply, names: [...names, name] });
  }
  return { lastResult, onInput };
}

const NONE: readonly string[] = [];
