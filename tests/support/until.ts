/**
 * Waits until `check` holds, asking again every `everyMs`: for what a test cannot be told of (a row another process
 * writes, a job another instance runs). Fails with the French "délai dépassé" after `timeoutMs`.
 */
export async function until(
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 20_000, everyMs = 100 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("délai dépassé");
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
