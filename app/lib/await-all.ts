/**
 * Awaits a record's promises side by side and gives their values under the same keys: a long `Promise.all` whose
 * results are named, so that no value can be read under the name of its neighbour.
 */
export async function awaitAll<T extends Record<string, unknown>>(
  record: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(record).map(async ([key, value]) => [key, await value] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}
