import { createHash, timingSafeEqual } from "node:crypto";
import { isIPv4 } from "node:net";
import type { RequestHandler } from "express";

export interface OperatorRequest {
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
 * Who may reach the operators' routes (/metrics, /ops/backup): the machine itself, when the request reached the socket
 * directly (a request relayed by a proxy on the same machine comes from the loopback too, but on someone else's
 * behalf), or whoever shows the token.
 */
export function isOperator(request: OperatorRequest, token: string | undefined): boolean {
  if (isLoopback(request.remoteAddress) && !request.forwarded) return true;
  const bearer = /^Bearer (\S+)$/i.exec(request.authorization ?? "")?.[1];
  return token !== undefined && bearer !== undefined && sameSecret(bearer, token);
}

/** Lets the operators through (isOperator); anyone else is answered 404, as if the route did not exist. */
export function operatorsOnly(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    const forwarded = Boolean(req.get("X-Forwarded-For") ?? req.get("Forwarded") ?? req.get("X-Real-IP"));
    const request = { remoteAddress: req.socket.remoteAddress, authorization: req.get("Authorization"), forwarded };
    if (isOperator(request, token)) return next();
    res.status(404).type("text/plain").send("Not Found");
  };
}
