import type { PunchFlag } from "../../domain/enums";
import type { PunchKind } from "../../domain/punches";

/** An arrival up to this long before a shift's start is an arrival for it. */
export const ARRIVAL_EARLY_MINUTES = 60;
/** A departure up to this long after a shift's end is a departure from it. */
export const DEPARTURE_LATE_MINUTES = 120;
/** A second tap of the same button within this time is the same punch. */
export const REPEAT_TAP_MINUTES = 2;
/** An arrival with no departure after this long no longer makes someone on site. */
export const OPEN_ARRIVAL_HOURS = 16;
/** A punch kept on the phone and sent more than this long after it was made is flagged for review. */
export const STALE_PHONE_HOURS = 48;

export interface SiteShift {
  planningId: string;
  title: string;
  start: Date;
  end: Date;
  /** Whether an arrival in force is already recorded for it. */
  arrived: boolean;
}

const MINUTE = 60_000;

/** Where the punches and shifts that still matter at `now` begin: `OPEN_ARRIVAL_HOURS` before it. */
export const watchedSince = (now: Date) => new Date(now.getTime() - OPEN_ARRIVAL_HOURS * 60 * MINUTE);

/**
 * The shift at the site a punch made at `at` belongs to, or null (*hors planning*). An arrival goes to a shift that
 * has none yet: one under way first (the nearest start), else one starting within the hour (the soonest). A departure
 * goes to one under way or ended within two hours, the nearest end first.
 */
export function matchShift<S extends SiteShift>(shifts: readonly S[], kind: PunchKind, at: Date): S | null {
  const time = at.getTime();
  if (kind === "in") {
    const open = shifts.filter(
      (s) => !s.arrived && s.start.getTime() - ARRIVAL_EARLY_MINUTES * MINUTE <= time && time < s.end.getTime(),
    );
    const rank = (s: S) => [s.start.getTime() > time ? 1 : 0, Math.abs(s.start.getTime() - time)] as const;
    return open.toSorted((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1])[0] ?? null;
  }
  const candidates = shifts.filter(
    (s) => s.start.getTime() < time && time <= s.end.getTime() + DEPARTURE_LATE_MINUTES * MINUTE,
  );
  const distance = (s: S) => Math.abs(s.end.getTime() - time);
  return candidates.toSorted((a, b) => distance(a) - distance(b))[0] ?? null;
}

/** Whether a punch repeats the last one: the same button at the same site, within two minutes. */
export function repeatsLast(
  last: { kind: PunchKind; siteId: string; at: Date } | null,
  next: { kind: PunchKind; siteId: string; at: Date },
): boolean {
  return (
    last !== null &&
    last.kind === next.kind &&
    last.siteId === next.siteId &&
    next.at.getTime() - last.at.getTime() < REPEAT_TAP_MINUTES * MINUTE
  );
}

/**
 * When a punch kept on the phone offline stands for, and what a manager should look at. It stands for the phone's
 * time, never a time in the server's future (a phone clock ahead is no licence to punch ahead). A phone time off the
 * server's by more than the tolerance is flagged, and one older than 48 hours is flagged again.
 */
export function phonePunchTime(phoneAt: Date, now: Date, toleranceMinutes: number): { at: Date; flags: PunchFlag[] } {
  const gap = now.getTime() - phoneAt.getTime();
  const flags: PunchFlag[] = [];
  if (Math.abs(gap) > toleranceMinutes * MINUTE) flags.push("phone-gap");
  if (gap > STALE_PHONE_HOURS * 60 * MINUTE) flags.push("phone-stale");
  return { at: gap < 0 ? now : phoneAt, flags };
}
