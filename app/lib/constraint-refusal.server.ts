/** Whether the database refused a write with this SQLSTATE, wherever the driver wrapped the error. */
function refusedWith(error: unknown, sqlState: string): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === sqlState) return true;
  }
  return false;
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
    if (refusedWith(error, sqlState)) return refusal;
    throw error;
  }
}
