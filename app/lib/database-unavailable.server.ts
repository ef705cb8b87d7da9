// Connection-level failures: the server is down, restarting, unreachable, or the connection was cut.
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]);
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3])/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Thrown where a library hides the driver's error (Better Auth) but the database was found gone. */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super("La base de données ne répond pas.");
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}

const outages = new WeakSet<Request>();

/** Called from the server entry's handleError: remembers that this request failed because the database is gone. */
export function noteOutage(error: unknown, request: Request | undefined) {
  if (request && isDatabaseUnavailable(error)) outages.add(request);
}

export function failedForOutage(request: Request): boolean {
  return outages.has(request);
}
