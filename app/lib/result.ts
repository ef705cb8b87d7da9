import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/**
 * What every action answers. A form's field errors travel in `submission` (Conform's `submission.reply()`); the
 * message is what a toast shows with JavaScript, and what the page shows without.
 */
export type Result =
  | { ok: true; message: string; description?: string; intent?: string; submission?: SubmissionResult<string[]> }
  | { ok: false; code: string; message: string; intent?: string; submission?: SubmissionResult<string[]> };

export type Failure = Extract<Result, { ok: false }>;
export type Success = Extract<Result, { ok: true }>;

export function success(message: string, extra: Omit<Success, "ok" | "message"> = {}) {
  return data<Result>({ ok: true, message, ...extra });
}

export function failure(
  status: number,
  code: string,
  message: string,
  extra: Omit<Failure, "ok" | "code" | "message"> = {},
) {
  return data<Result>({ ok: false, code, message, ...extra }, { status });
}
