/**
 * The values of an enumeration keyed by them (its labels, or another description of each value), in the keys' order:
 * a non-empty tuple, as zod's `z.enum` and the `in (…)` checks of db/schema take it.
 */
export function enumValues<Value extends string>(described: Record<Value, unknown>): readonly [Value, ...Value[]] {
  const [first, ...rest] = Object.keys(described) as Value[];
  if (first === undefined) throw new Error("An enumeration needs at least one value.");
  return [first, ...rest];
}

/**
 * An enumeration declared once by its labels: its values are the labels' keys, so the two cannot drift apart.
 * `export const { values: KINDS, labels: KIND_LABELS } = labelledEnum({ a: "A", b: "B" });`
 */
export function labelledEnum<Labels extends Record<string, unknown>>(labels: Labels) {
  return { values: enumValues<Extract<keyof Labels, string>>(labels), labels };
}
