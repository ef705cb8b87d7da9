/** The database's refusal with this SQLSTATE, wherever the driver wrapped the error: its constraint's name, or null. */
function refusalWith(error: unknown, sqlState: string): { constraint: string } | null {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return { constraint: typeof constraint === "string" ? constraint : "" };
  }
  return null;
}

/**
 * Runs a write that a constraint may refuse (two writers passing the application's check together): the refusal with
 * `sqlState` (23505 unique, 23P01 exclusion) answers `refusal`, any other error is thrown.
 */
export async function refusingOn<Outcome>(
  sqlState: string,
  refusal: Outcome,
  write: () => Promise<Outcome>,
): Promise<Outcome> {
  try {
    return await write();
  } catch (error) {
    if (refusalWith(error, sqlState)) return refusal;
    throw error;
  }
}

/** The same for a write that several unique indexes may refuse: each index's name answers its own refusal. */
export async function refusingOnUnique<Outcome>(
  refusals: Record<string, Outcome>,
  write: () => Promise<Outcome>,
): Promise<Outcome> {
  try {
    return await write();
  } catch (error) {
    const refusal = refusals[refusalWith(error, "23505")?.constraint ?? ""];
    if (refusal) return refusal;
    throw error;
  }
}
