import type { z } from "zod";

/**
 * Reads one section of the environment with its schema, an empty variable counting as unset. A bad value stops with
 * the variable's name.
 */
export function parseEnvSection<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`Configuration invalide : ${issue?.path[0]?.toString()} — ${issue?.message}`);
}
