import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, E2E_ORIGIN } from "./tests/e2e/accounts";
import { launchOptions, testBrowserPath } from "./tests/e2e/browsers";
import { e2eCompanyEnv, e2eTrustEnv } from "./tests/e2e/company-env";
import { PHONE } from "./tests/e2e/small-screens";

// Workers load this file again: they inherit the folders chosen by the main process, which removes them when it ends.
// Each run has folders of its own, so that two runs on one machine (two checkouts) never share one.
const ownFolders: string[] = [];
function runFolder(variable: string, prefix: string): string {
  const inherited = process.env[variable];
  if (inherited) return inherited;
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  ownFolders.push(folder);
  process.env[variable] = folder;
  return folder;
}
const dataDir = runFolder("E2E_DATA_DIR", "e2e-data-");
// Where the server's SMTP sink drops the mail it receives (tests/e2e/mail-sink-server.mjs, read by mailbox.ts).
const mailDir = runFolder("E2E_MAIL_DIR", "e2e-mail-");
// The weeks the planning tests have claimed, one file each (tests/e2e/plannings-helpers.ts): no two tests share one.
runFolder("E2E_WEEKS_DIR", "e2e-weeks-");
process.on("exit", () => {
  for (const folder of ownFolders) rmSync(folder, { recursive: true, force: true });
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Sized for a busy machine (two runs at once on two cores, load 10 and more): a page that answers in half a second
  // alone may take ten. A test that passes waits no longer for them; only a failing one reports later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    navigationTimeout: 30_000,
    actionTimeout: 20_000,
    baseURL: E2E_ORIGIN,
    // A trace is kept for a failing test, read with `npx playwright show-trace`: without the screencast, which cost a
    // tenth of the run, and not in CI, where nobody can open it.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    locale: "fr-FR",
    timezoneId: "America/New_York",
    launchOptions: launchOptions(testBrowserPath()),
  },
  // @mobile: a test that runs on both projects. @phone: a test run once, on the phone project, whose touch screen and
  // mobile viewport a desktop browser lacks: a Pixel 7 at the staff's phone width (390 px), unless a test sets another.
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: PHONE, channel: undefined },
      grep: /@mobile|@phone/,
    },
  ],
  webServer: {
    command: "node tests/e2e/mail-sink-server.mjs",
    url: `${E2E_ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      BUILD_DIR: "build-e2e",
      PORT: new URL(E2E_ORIGIN).port,
      HOST: "127.0.0.1",
      PUBLIC_URL: E2E_ORIGIN,
      DATA_DIR: dataDir,
      E2E_MAIL_DIR: mailDir,
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
