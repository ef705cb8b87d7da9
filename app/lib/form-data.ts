import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into per-field French messages (the first issue of each field first). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

/** Reads a submitted form into a plain object of strings (repeated names keep their last value). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

export type Parsed<T> = { success: true; data: T } | { success: false; fieldErrors: FieldErrors };

/** Validates a submitted form with the same schema the browser uses. */
export function parseForm<T extends z.ZodType>(schema: T, formData: FormData): Parsed<z.infer<T>> {
  const result = schema.safeParse(formValues(formData));
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fieldErrors: fieldErrorsOf(result.error) };
}
