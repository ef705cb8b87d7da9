import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

// The system's browsers, never a downloaded one. CHROMIUM_PATH names another.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = "/usr/bin/chromium";

/** The full Chromium: for what only the browser itself judges, such as whether an app can be installed. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(CHROMIUM)) return CHROMIUM;
  throw new Error(
    "Chromium introuvable : installez-le (Debian : apt-get install -y chromium chromium-headless-shell) ou indiquez son chemin dans CHROMIUM_PATH.",
  );
}

/**
 * The browser the tests run in: Debian's Chromium headless shell when it is installed. It is the same engine as the
 * full Chromium without the desktop browser around it, and took 40 % less processor time on the same tests (ADR 069).
 */
export function testBrowserPath(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}

/** How a test browser is started: no first-run, update or sync work, nothing that competes with the tests. */
export function launchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
