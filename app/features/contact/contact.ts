/** 3 contact submissions per 5 minutes per browser session (the browser's hint; the server decides). */
export const SESSION_CONTACT_LIMIT = { limit: 3, windowMs: 300_000 } as const;

/** The submission times still inside the window. */
export function recentSubmissions(times: readonly number[], now: number, windowMs = SESSION_CONTACT_LIMIT.windowMs) {
  return times.filter((time) => Number.isFinite(time) && time > now - windowMs && time <= now);
}

export function isLimitedInSession(times: readonly number[], now: number, rule = SESSION_CONTACT_LIMIT): boolean {
  return recentSubmissions(times, now, rule.windowMs).length >= rule.limit;
}

/** Reads the stored list leniently: anything unreadable counts as no submission. */
export function parseSubmissionTimes(stored: string | null): number[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === "number") : [];
  } catch {
    return [];
  }
}
