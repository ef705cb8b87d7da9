// The port of the end-to-end server. `npm run build:e2e` bakes it into the build (PUBLIC_URL) and Playwright starts the
// server on it, so both must agree: E2E_PORT when set, otherwise a port derived from this checkout's folder. Two
// checkouts on one machine thus get two ports (and each keeps its own across runs, so its build stays fresh), in a
// range below the kernel's ephemeral ports, which outgoing connections and `listen(0)` draw from.
//
// Usage: node scripts/e2e-port.mjs          prints the port
//        node scripts/e2e-port.mjs --free   prints it, or the next one free when something already listens there
import { createHash } from "node:crypto";
import { realpathSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FIRST = 20_000;
const COUNT = 12_000;

/** E2E_PORT, or the port of the checkout holding this script. */
export function e2ePort(env = process.env) {
  if (env.E2E_PORT) return Number(env.E2E_PORT);
  const checkout = realpathSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
  return FIRST + (createHash("sha256").update(checkout).digest().readUInt32BE(0) % COUNT);
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let port = e2ePort();
  if (process.argv.includes("--free") && !process.env.E2E_PORT) {
    for (let tries = 0; tries < 100 && !(await isFree(port)); tries++) port = FIRST + ((port - FIRST + 1) % COUNT);
  }
  console.log(port);
}
