import { and, count, desc, eq, gt, inArray, lt, max, sql } from "drizzle-orm";
import { rateLimitHits } from "../../db/schema";
import { CLIENT_IP_HEADER } from "./client-ip";
import { getDb } from "./db.server";

export interface RateLimitRule {
  /** Accepted attempts per window. */
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  contact: { limit: 3, windowMs: 5 * 60_000 },
  quote: { limit: 5, windowMs: 60 * 60_000 },
  newsletter: { limit: 5, windowMs: 60 * 60_000 },
  application: { limit: 3, windowMs: 60 * 60_000 },
  /** Failed sign-ins per origin (client address, or known device), form and API alike; a success is given back. */
  signIn: { limit: 10, windowMs: 5 * 60_000 },
  /** How long an account's failures are remembered, for its backoff per origin and for telling its owner. */
  signInAccount: { limit: Number.POSITIVE_INFINITY, windowMs: 24 * 60 * 60_000 },
  /** The owner is told of repeated failures once per window, however many follow. */
  signInAlert: { limit: 1, windowMs: 24 * 60 * 60_000 },
  signUp: { limit: 5, windowMs: 60 * 60_000 },
  /** Password reset mail asked for, per client address and per e-mail address (known or not). */
  passwordResetClient: { limit: 10, windowMs: 60 * 60_000 },
  passwordResetEmail: { limit: 3, windowMs: 60 * 60_000 },
  /** Replacement offer links opened or answered, per client address: a few per offer, never a search for tokens. */
  offerLink: { limit: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** The client's address as the HTTP server saw it (socket, or trusted proxy). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/**
 * Counts one attempt for `key` if fewer than `limit` were accepted in the sliding window, and says whether it is
 * allowed. Stored in the database (under a per-key advisory lock) so that every server instance shares the count.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
  return getDb().transaction((tx) => consumeWithin(tx, key, rule, now));
}

type Transaction = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

async function consumeWithin(tx: Transaction, key: string, rule: RateLimitRule, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowMs);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)));
  if ((row?.n ?? 0) >= rule.limit) return false;
  await tx.insert(rateLimitHits).values({ key, createdAt: now });
  return true;
}

/** Per-account backoff: a few free failures, then a wait that doubles with each failure, up to 15 minutes. */
export const ACCOUNT_BACKOFF = { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 } as const;

/** How long an account must wait after its `failures`-th failure in a row (pure). */
export function accountBackoffMs(failures: number): number {
  if (failures < ACCOUNT_BACKOFF.freeFailures) return 0;
  const exponent = Math.min(failures - ACCOUNT_BACKOFF.freeFailures, 30);
  return Math.min(ACCOUNT_BACKOFF.maxDelayMs, ACCOUNT_BACKOFF.firstDelayMs * 2 ** exponent);
}

/**
 * Where a sign-in comes from: a device that signed in to the account before (its signed cookie, see auth.server.ts),
 * or else the client address. Limits and backoff count per origin, so that failures from elsewhere never hold back
 * the account's owner (ADR 030).
 */
export type SignInOrigin = { device: string } | { address: string };

const normalized = (email: string) => email.trim().toLowerCase();
const originOf = (origin: SignInOrigin) => ("device" in origin ? `device:${origin.device}` : origin.address);
const originKey = (origin: SignInOrigin) => `sign-in:${originOf(origin)}`;
const accountKey = (email: string, origin: SignInOrigin) => `sign-in-account:${normalized(email)}|${originOf(origin)}`;
const failuresKey = (email: string) => `sign-in-failures:${normalized(email)}`;
const alertKey = (email: string) => `sign-in-alert:${normalized(email)}`;

/**
 * Takes one sign-in attempt for the origin and the account, or says no. The attempt is counted before the password
 * is checked (so that a burst of parallel guesses cannot slip through) and given back by `signInSucceeded`: only
 * failures accumulate.
 */
export async function beginSignInAttempt(origin: SignInOrigin, email: string, now = new Date()): Promise<boolean> {
  const key = accountKey(email, origin);
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const since = new Date(now.getTime() - RATE_LIMITS.signInAccount.windowMs);
    const [row] = await tx
      .select({ n: count(), last: max(rateLimitHits.createdAt) })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)));
    const failures = row?.n ?? 0;
    const last = row?.last ? new Date(row.last).getTime() : 0;
    if (now.getTime() - last < accountBackoffMs(failures)) return false;
    if (!(await consumeWithin(tx, originKey(origin), RATE_LIMITS.signIn, now))) return false;
    await tx.insert(rateLimitHits).values({ key, createdAt: now });
    return true;
  });
}

/**
 * A successful sign-in: the account's failures from this origin are forgotten (those from others stay), and the
 * origin gets its attempt back.
 */
export async function signInSucceeded(origin: SignInOrigin, email: string) {
  const db = getDb();
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, [accountKey(email, origin), failuresKey(email)]));
  const newest = db
    .select({ id: rateLimitHits.id })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, originKey(origin)))
    .orderBy(desc(rateLimitHits.createdAt))
    .limit(1);
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, newest));
}

/**
 * A wrong password for the account, whatever the origin. Says whether its owner should be told now: at the
 * failure that starts the backoff, once per `signInAlert` window.
 */
export async function signInFailed(email: string, now = new Date()): Promise<boolean> {
  const key = failuresKey(email);
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    await tx.insert(rateLimitHits).values({ key, createdAt: now });
    const since = new Date(now.getTime() - RATE_LIMITS.signInAccount.windowMs);
    const [row] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)));
    if ((row?.n ?? 0) < ACCOUNT_BACKOFF.freeFailures) return false;
    return consumeWithin(tx, alertKey(email), RATE_LIMITS.signInAlert, now);
  });
}

/** Removes attempts older than the longest window. */
export async function pruneRateLimits(now = new Date()) {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));
  await getDb()
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, new Date(now.getTime() - longest)));
}
