import { data } from "react-router";

// Connection-level failures: the server is down, restarting, unreachable, or the connection was cut.
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]);
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3])/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}

/**
 * Rethrows a lost database as a 503 answer, so that a page or an action says "service momentanément indisponible"
 * instead of failing with a 500; any other error passes through unchanged.
 */
export function rethrowUnavailable(error: unknown): never {
  if (isDatabaseUnavailable(error)) databaseUnavailable();
  throw error;
}

export function databaseUnavailable(): never {
  throw data({ code: "DATABASE_UNAVAILABLE", message: "Service momentanément indisponible." }, { status: 503 });
}
