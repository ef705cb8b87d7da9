/** How long a prospect's data is kept after their last contact (CNIL; docs/decisions/065-personal-data.md). */
export const LEAD_RETENTION_YEARS = 3;

/**
 * The instant `years` calendar years before `now` (UTC): what was last touched before it is past its retention. A
 * 29 February goes back to the 28th of a year without one, never to 1 March.
 */
export function yearsBefore(now: Date, years: number): Date {
  return monthsBefore(now, years * 12);
}

/** How long a mail stays in the outbox once sent, logged or given up: time to resend a failed one, or to check a delivery. */
export const MAIL_RETENTION_MONTHS = 6;

/** The instant `months` calendar months before `now` (UTC), the day kept within the shorter month. */
export function monthsBefore(now: Date, months: number): Date {
  const limit = new Date(now);
  limit.setUTCDate(1);
  limit.setUTCMonth(now.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return limit;
}
