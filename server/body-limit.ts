import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { sendRefusal } from "./error-page";

const KB = 1024;
const MB = 1024 * KB;

/** Forms and JSON: the largest legitimate body (a quote request with its message) is a few kilobytes. */
export const DEFAULT_BODY_LIMIT = 64 * KB;

/** Routes that expect an upload get more; the first matching path wins. */
export const BODY_LIMITS: ReadonlyArray<{ path: RegExp; bytes: number }> = [
  // Job applications with a CV attached.
  { path: /^\/job-offers\/[^/]+(\.data)?$/, bytes: 6 * MB },
  // An inspection with its photos (5 MB each at most): the phone sends them in one post.
  { path: /^\/admin\/sites\/[^/]+\/inspection(\.data)?$/, bytes: 30 * MB },
  // A client's request from the portal, with one photo (5 MB at most).
  { path: /^\/portal\/demandes\/nouvelle(\.data)?$/, bytes: 6 * MB },
];

export function bodyLimitFor(pathname: string): number {
  return BODY_LIMITS.find((rule) => rule.path.test(pathname))?.bytes ?? DEFAULT_BODY_LIMIT;
}

function refuse(res: Response) {
  sendRefusal(
    res,
    413,
    "Requête trop volumineuse",
    "Le contenu envoyé dépasse la taille autorisée pour ce formulaire.",
    { Connection: "close" },
  );
}

/**
 * Refuses a body over the route's limit before anything reads it. A declared Content-Length is judged at once,
 * without reading a byte; a streamed body is counted as the socket delivers it (whoever consumes it later) and the
 * connection is cut as soon as it goes over, so memory never holds more than the limit.
 */
export function limitRequestBodies(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = bodyLimitFor(req.path);
    const declared = req.get("content-length");
    if (declared !== undefined && Number(declared) > limit) {
      refuse(res);
      res.on("finish", () => req.socket.destroySoon());
      return;
    }
    countStreamedBytes(req, limit, () => {
      refuse(res);
      req.socket.destroySoon();
    });
    next();
  };
}

/**
 * The HTTP parser hands each body chunk to the request's push(): counting there sees every byte, in flowing or
 * paused mode, without consuming the stream that React Router or Better Auth read afterwards.
 */
function countStreamedBytes(req: IncomingMessage, limit: number, onExceeded: () => void) {
  const push = req.push.bind(req);
  let received = 0;
  let exceeded = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (exceeded) return false;
    if (chunk !== null && chunk !== undefined) {
      received += typeof chunk === "string" ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
      if (received > limit) {
        exceeded = true;
        onExceeded();
        req.destroy();
        return false;
      }
    }
    return push(chunk, encoding);
  };
}
