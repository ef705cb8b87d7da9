import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSite } from "../../tests/support/site-process";
import type { BenchRow } from "../types";

const SUBMISSIONS = 200;
const ADMIN = { email: "bench-admin@exemple.fr", password: "bench-admin-secret" };

/** The number of contact messages the inbox reports, read as the admin would. */
async function storedMessages(url: string): Promise<number> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (signIn.headers.getSetCookie() ?? []).map((item) => item.split(";")[0]).join("; ");
  const page = await (await fetch(`${url}/admin/inbox?type=contact`, { headers: { cookie } })).text();
  return Number(/(\d+) demandes?</.exec(page)?.[1] ?? Number.NaN);
}

/** 200 valid contact messages sent at once, each from its own client: every one stored or clearly refused. */
export async function leads(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
  const server = await startSite({
    DATA_DIR: dataDir,
    TRUST_PROXY: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, i) => {
        const body = new URLSearchParams({
          name: `Client ${i}`,
          email: `client${i}@exemple.fr`,
          phone: "06 12 34 56 78",
          subject: "devis",
          message: `Demande de devis numéro ${i} pour des bureaux.`,
        });
        try {
          const response = await fetch(`${server.url}/contact`, {
            method: "POST",
            body,
            headers: { "X-Forwarded-For": `198.51.100.${i % 200}` },
          });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        }
      }),
    );
    const elapsed = performance.now() - started;
    const ok = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429 || status === 400 || status === 503).length;
    const failed = statuses.length - ok - refused;
    const stored = await storedMessages(server.url);
    return [
      {
        name: `Contact : ${SUBMISSIONS} envois simultanés de clients distincts, messages enregistrés`,
        value: stored,
        unit: "messages",
        budget: SUBMISSIONS,
        higherIsBetter: true,
        detail: `enregistrés ${stored} / refusés ${refused} / échoués ${failed} (réponses 200 : ${ok}, ${Math.round(elapsed)} ms en tout)`,
      },
      { name: "Contact : envois échoués (5xx, connexion)", value: failed, unit: "", budget: 0 },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
