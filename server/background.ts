/** Periodic work of the running server (mail delivery, clean-ups). Returns a function that stops it. */
export function startBackgroundWork(): () => void {
  const tasks: Array<() => void> = [];
  return () => {
    for (const stop of tasks) stop();
  };
}
