import { Writable } from "node:stream";
import type { Logger } from "pino";
import { createLogger, type LogLevel, setLogger } from "../../app/lib/logger.server";

export interface LogCapture {
  logger: Logger;
  /** Everything written, as it would reach stdout. */
  text(): string;
  /** Each line parsed as JSON (a line that is not JSON fails the test). */
  lines(): Record<string, unknown>[];
  /** Puts the process's own logger back. */
  restore(): void;
}

/** Makes the process's logger write to memory, at `level` (everything by default), until `restore`. */
export function captureLogs(level: LogLevel = "trace"): LogCapture {
  let text = "";
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  const logger = createLogger({ level, destination });
  setLogger(logger);
  return {
    logger,
    text: () => text,
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => setLogger(undefined),
  };
}
