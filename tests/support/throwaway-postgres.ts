import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";

const script = path.resolve("scripts/throwaway-postgres.sh");

export interface ThrowawayPostgres {
  url: string;
  /** Stops the server, keeping its data. */
  pause(): void;
  /** Starts it again on the same port. */
  resume(): void;
  /** Stops it and removes its folder. */
  remove(): void;
}

/** A PostgreSQL server of the test's own, which it may stop and start again. */
export function startThrowawayPostgres(): ThrowawayPostgres {
  const result = spawnSync("bash", [script], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`PostgreSQL n'a pas démarré : ${result.stderr}`);
  const url = result.stdout.trim();
  const dir = result.stderr.trim().split("\n").at(-1) as string;
  const run = (command: string) => execFileSync("bash", [script, command, dir], { stdio: "ignore" });
  return { url, pause: () => run("pause"), resume: () => run("resume"), remove: () => run("stop") };
}
