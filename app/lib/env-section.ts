import { z } from "zod";

/** The values one section of the environment reads as, from the shape of its variables. */
export type EnvSection<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/**
 * The reader of one section of the environment, from the shape of its variables (its schema is built once, here): an
 * empty variable counts as unset, and a bad value stops with the variable's name.
 */
export function envSectionReader<Shape extends z.ZodRawShape>(shape: Shape) {
  const schema = z.object(shape);
  return (source: Record<string, string | undefined>): EnvSection<Shape> => {
    const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
    const result = schema.safeParse(present);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new Error(`Configuration invalide : ${issue?.path[0]?.toString()} — ${issue?.message}`);
  };
}
