import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, E2E_ORIGIN } from "./tests/e2e/accounts";
import { e2eCompanyEnv, e2eTrustEnv } from "./tests/e2e/company-env";

function chromiumPath(): string {
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  throw new Error(
    "Chromium introuvable : installez-le (Debian : apt-get install -y chromium) ou indiquez son chemin dans CHROMIUM_PATH.",
  );
}

// Workers load this file again: they inherit the folder chosen by the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
// Where the server's SMTP sink drops the mail it receives (tests/e2e/mail-sink-server.mjs, read by mailbox.ts).
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
// The weeks the planning tests have claimed, one file each (tests/e2e/plannings-helpers.ts): no two tests share one.
process.env.E2E_WEEKS_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-weeks-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_ORIGIN,
    trace: "retain-on-failure",
    locale: "fr-FR",
    timezoneId: "America/New_York",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "node tests/e2e/mail-sink-server.mjs",
    url: `${E2E_ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      BUILD_DIR: "build-e2e",
      PORT: new URL(E2E_ORIGIN).port,
      HOST: "127.0.0.1",
      PUBLIC_URL: E2E_ORIGIN,
      DATA_DIR: process.env.E2E_DATA_DIR,
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      MAIL_FROM: "Clarté Propreté <site@e2e.example.fr>",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Each test sends its own X-Forwarded-For, so that per-client limits do not leak between tests.
      TRUST_PROXY: "true",
      // The legal identity the mentions légales show (tests/e2e/legal-pages.spec.ts).
      ...e2eCompanyEnv,
      // The trust claims (tests/e2e/trust.spec.ts), which the e2e build read too.
      ...e2eTrustEnv,
    },
  },
});
