import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequest } from "./request-context.server";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Keys whose values never reach the log, wherever a caller puts them: lines are built from chosen fields, and this
 * is the net under them (docs/decisions/063-structured-logs-and-metrics.md).
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessCode",
  "cookie",
  "authorization",
  "secret",
];
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]);

/** A JSON logger on stdout, or on `destination`; every line written during a request carries its id. */
export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? levelFrom(process.env.LOG_LEVEL),
      redact: { paths: REDACTED_PATHS, censor: "[secret]" },
      serializers: { err: (error: Error) => withoutQueryValues(pino.stdSerializers.err(error)) },
      mixin: () => {
        const requestId = currentRequest()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    options.destination,
  );
}

/**
 * A failed query's message lists its values (drizzle: "params: …"), which may be a token or a password's hash: the
 * statement is kept, its values are not.
 */
export function errorText(error: unknown): string {
  return withoutParams(error instanceof Error ? error.message : String(error));
}

function withoutParams(text: string): string {
  return text.replace(/\nparams: .*/g, "\nparams: [secret]");
}

function withoutQueryValues<T extends { message: string; stack?: string }>(error: T): T {
  return { ...error, message: withoutParams(error.message), stack: error.stack && withoutParams(error.stack) };
}

/** LOG_LEVEL when it is one, otherwise info (env.server.ts refuses a wrong one at start). */
function levelFrom(value: string | undefined): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value ?? "") ? (value as LogLevel) : "info";
}

const holder = globalThis as typeof globalThis & { __logger?: Logger };

/** The process's logger (tests replace it with setLogger to read what is written). */
export function getLogger(): Logger {
  holder.__logger ??= createLogger();
  return holder.__logger;
}

export function setLogger(logger: Logger | undefined) {
  holder.__logger = logger;
}
