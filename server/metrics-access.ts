import { createHash, timingSafeEqual } from "node:crypto";
import { isIPv4 } from "node:net";

export interface MetricsRequest {
  /** The TCP peer's address (the socket's), never a header's claim. */
  remoteAddress: string | undefined;
  authorization: string | undefined;
  /** Whether the request names a client behind a proxy (X-Forwarded-For, Forwarded, X-Real-IP). */
  forwarded: boolean;
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return address === "::1" || (isIPv4(v4) && v4.startsWith("127."));
}

function sameSecret(given: string, expected: string): boolean {
  // Digests of equal length, so that the comparison's time tells nothing, not even the token's length.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics: the machine itself, when the request reached the socket directly (a request relayed by a
 * proxy on the same machine comes from the loopback too, but on someone else's behalf), or whoever shows the token.
 */
export function mayReadMetrics(request: MetricsRequest, token: string | undefined): boolean {
  if (isLoopback(request.remoteAddress) && !request.forwarded) return true;
  const bearer = /^Bearer (\S+)$/i.exec(request.authorization ?? "")?.[1];
  return token !== undefined && bearer !== undefined && sameSecret(bearer, token);
}
