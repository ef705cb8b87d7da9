import { z } from "zod";

/** The values one section of the environment reads as, from the shape of its variables. */
export type EnvSection<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/**
 * Reads one section of the environment with the shape of its variables, an empty variable counting as unset. A bad
 * value stops with the variable's name.
 */
export function parseEnvSection<Shape extends z.ZodRawShape>(
  shape: Shape,
  source: Record<string, string | undefined>,
): EnvSection<Shape> {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = z.object(shape).safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`Configuration invalide : ${issue?.path[0]?.toString()} — ${issue?.message}`);
}
