import { data } from "react-router";
import type { FieldErrors } from "./form-data";

/** What a staff action answers: shown as a toast with JavaScript, as a message on the page without. */
export type MutationResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; code: string; message: string; fieldErrors?: FieldErrors };

export type MutationFailure = Extract<MutationResult, { ok: false }>;

export function succeeded(intent: string, message: string) {
  return data<MutationResult>({ ok: true, intent, message });
}

export function failed(status: number, failure: MutationFailure) {
  return data<MutationResult>(failure, { status });
}
