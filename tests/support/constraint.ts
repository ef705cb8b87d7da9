import { expect } from "vitest";

/** The name of the constraint that refused a write, wherever the driver wrapped the database's error. */
function refusingConstraint(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const constraint = (cause as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
  }
  return undefined;
}

/** Expects the database to refuse this write by the named constraint, and by no other error. */
export async function expectRefusedBy(write: PromiseLike<unknown>, constraint: string): Promise<void> {
  const error = await Promise.resolve(write).then(
    () => undefined,
    (refusal: unknown) => refusal,
  );
  expect(error, `the write should be refused by ${constraint}`).toBeDefined();
  expect(refusingConstraint(error)).toBe(constraint);
}
