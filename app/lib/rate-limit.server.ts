import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { rateLimitHits } from "../../db/schema";
import { CLIENT_IP_HEADER } from "./auth.server";
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
  signIn: { limit: 10, windowMs: 5 * 60_000 },
  signUp: { limit: 5, windowMs: 60 * 60_000 },
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
  const since = new Date(now.getTime() - rule.windowMs);
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)));
    if ((row?.n ?? 0) >= rule.limit) return false;
    await tx.insert(rateLimitHits).values({ key, createdAt: now });
    return true;
  });
}

/** Removes attempts older than the longest window. */
export async function pruneRateLimits(now = new Date()) {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));
  await getDb()
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, new Date(now.getTime() - longest)));
}
