import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { ERROR_MESSAGES } from "./error-messages";
import { errorText, getLogger } from "./logger.server";
import { failure, success } from "./result";

/** A write that went through: what the toast says. */
export interface Done {
  kind: "done";
  message: string;
  description?: string;
}

/** The field errors and form-wide lines a refusal shows beside the form, its status and its `Result` code. */
export interface RefusalDetails {
  /** The runner's `refusalStatus` when left out. */
  status?: number;
  /** "REFUSED" when left out. */
  code?: string;
  /** The field the message is about: it is shown beside it. */
  field?: string;
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
  /** False: the answer leaves the form's submission out, the record itself being refused (gone, out of reach). */
  submission?: boolean;
}

/** What the domain refuses, in the product's words; nothing was written. */
export interface Refusal extends RefusalDetails {
  kind: "refused";
  message: string;
}

export type Outcome = Done | Refusal;

export function done(message: string, description?: string): Done {
  return description === undefined ? { kind: "done", message } : { kind: "done", message, description };
}

export function refused(message: string, details: RefusalDetails = {}): Refusal {
  return { kind: "refused", message, ...details };
}

/** How a body its schema refuses is answered; the schema's field errors travel in `submission`. */
export interface InvalidAnswer {
  status: number;
  /** "VALIDATION_ERROR" when left out; a fixed code, or one read from the schema's errors. */
  code?: string | ((errors: SchemaErrors) => string);
  /** A fixed message, or one read from the schema's errors. */
  message: string | ((errors: SchemaErrors) => string);
  /** Whether the schema's field errors travel in `submission`: as the intent's `form` says when left out. */
  submission?: boolean;
}

type SchemaErrors = Record<string, string[] | null>;

/**
 * One intent of an action: the schema its form is parsed with (the form's own), and the handler of the parsed
 * values. A handler answers an `Outcome`, or a `Response` (a redirect) when the page moves on.
 */
export interface IntentAction<S extends z.ZodType, C, A extends Outcome | Response = Outcome> {
  schema: S;
  /**
   * Whether the answers carry the form's submission (field errors, values) and whether a success resets the form
   * ("reset") or keeps what was typed ("keep"). Left out for a button that has no field to correct.
   */
  form?: "reset" | "keep";
  /** The fields never sent back in a submission (a password). */
  hideFields?: string[];
  /** This intent's answer to a body its schema refuses, when not the runner's. */
  invalid?: InvalidAnswer;
  /** This intent's message when its handler fails unexpectedly, when not the runner's. */
  unexpected?: string;
  run(value: z.output<S>, context: C): Promise<A>;
}

/** Types one intent of a table: the handler's values are those its schema parses. */
export function intent<S extends z.ZodType, C, A extends Outcome | Response>(
  action: IntentAction<S, C, A>,
): IntentAction<z.ZodType, C, A> {
  return action;
}

/** A page's intents by name; `R` is `Response` when a handler may answer with a redirect. */
export type Intents<C, R extends Response = never> = Record<string, IntentAction<z.ZodType, C, Outcome | R>>;

export interface RunnerOptions {
  /** The answer to a body its schema refuses: 400 « Données du formulaire invalides » by default. */
  invalid?: InvalidAnswer;
  /** The answer to an intent the page does not know: 400 "UNKNOWN_ACTION" « Action inconnue. » by default. */
  unknown?: { status?: number; code?: string; message?: string };
  /** The status of a refusal that names none: 400 by default. */
  refusalStatus?: number;
  /** The message of a 500 answer when a handler throws; without it, the error goes on to the route's boundary. */
  unexpected?: string;
}

const UNKNOWN = { status: 400, code: "UNKNOWN_ACTION", message: ERROR_MESSAGES.unknownAction };
const INVALID: InvalidAnswer = { status: 400, message: ERROR_MESSAGES.invalid };

function read(text: string | ((errors: SchemaErrors) => string), errors: SchemaErrors): string {
  return typeof text === "string" ? text : text(errors);
}

/**
 * Runs one intent of an action: parses the form with the intent's schema, hands the values and `context` to its
 * handler, and answers the one `Result` (or the handler's redirect). The caller has run the guard and read the
 * intent (from the URL, or the body's `intent` field). Every answer but the unknown intent's names the intent.
 */
export async function runAction<C, R extends Response = never>(
  intents: Intents<C, R>,
  name: string | null,
  formData: FormData,
  context: C,
  options: RunnerOptions = {},
) {
  const action = name !== null && Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!name || !action) {
    const unknown = { ...UNKNOWN, ...options.unknown };
    return failure(unknown.status, unknown.code, unknown.message);
  }
  const submission = parseWithZod(formData, { schema: action.schema });
  const reply = action.form !== undefined;
  const hideFields = action.hideFields;
  if (submission.status !== "success") {
    const invalid = action.invalid ?? options.invalid ?? INVALID;
    const errors = submission.error ?? {};
    return failure(invalid.status, read(invalid.code ?? "VALIDATION_ERROR", errors), read(invalid.message, errors), {
      intent: name,
      ...((invalid.submission ?? reply) ? { submission: submission.reply({ hideFields }) } : {}),
    });
  }
  let outcome: Outcome | R;
  try {
    outcome = await action.run(submission.value, context);
  } catch (error) {
    const unexpected = action.unexpected ?? options.unexpected;
    if (unexpected === undefined) throw error;
    getLogger().error({ err: error, intent: name }, `Action ${name} en échec : ${errorText(error)}`);
    return failure(500, "UNEXPECTED_ERROR", unexpected, { intent: name });
  }
  if (outcome instanceof Response) return outcome;
  const decided = outcome as Outcome;
  if (decided.kind === "done") {
    const { message, description } = decided;
    return success(message, {
      ...(description === undefined ? {} : { description }),
      intent: name,
      ...(reply
        ? { submission: submission.reply(action.form === "reset" ? { resetForm: true } : { hideFields }) }
        : {}),
    });
  }
  const { message, status, code, field, fieldErrors, formErrors } = decided;
  const errors = field ? { ...fieldErrors, [field]: [message] } : fieldErrors;
  return failure(status ?? options.refusalStatus ?? 400, code ?? "REFUSED", message, {
    intent: name,
    ...((decided.submission ?? reply)
      ? {
          submission: submission.reply(
            errors || formErrors ? { formErrors, fieldErrors: errors, hideFields } : { hideFields },
          ),
        }
      : {}),
  });
}
