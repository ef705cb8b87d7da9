import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** A schema reading a form's fields. */
export type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

/** How the browser checks a form's fields before sending them. */
export type SchemaCheck<Input, Output> = (formData: FormData) => Submission<Input, string[], Output>;

/** The browser's check of a staff form with the schema its action applies (a public form has none: ADR 014). */
export function schemaCheck<Schema extends FormSchema>(schema: Schema): SchemaCheck<z.input<Schema>, z.output<Schema>> {
  return (formData) => parseWithZod(formData, { schema });
}
