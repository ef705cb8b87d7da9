import { startMailDelivery } from "../app/lib/mail.server";
import { pruneRateLimits } from "../app/lib/rate-limit.server";

const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Periodic work of the running server (mail delivery, clean-ups). Returns a function that stops it. */
export function startBackgroundWork(): () => void {
  const prune = setInterval(() => {
    pruneRateLimits().catch((error) => console.error("Nettoyage des limites :", (error as Error).message));
  }, PRUNE_INTERVAL_MS);
  prune.unref();
  const tasks: Array<() => void> = [startMailDelivery(), () => clearInterval(prune)];
  return () => {
    for (const stop of tasks) stop();
  };
}
