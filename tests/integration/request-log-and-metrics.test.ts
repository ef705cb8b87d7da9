import { like } from "drizzle-orm";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserAccount } from "../../app/features/users/create-user.server";
import { getDb } from "../../app/lib/db.server";
import { type Env, getEnv } from "../../app/lib/env.server";
import { deliverMail, writeMail } from "../../app/lib/mail.server";
import { sendInvitation } from "../../app/lib/password-links.server";
import * as inboxExport from "../../app/routes/admin-inbox-export";
import * as apiAuth from "../../app/routes/api-auth";
import * as resetPassword from "../../app/routes/reset-password";
import { verification } from "../../db/schema";
import { createApp } from "../../server/app";
import { listenOnFreePort } from "../support/listen";
import { captureLogs, type LogCapture } from "../support/log-capture";
import { type LoggedIn, login } from "../support/login";
import { until } from "../support/until";

const METRICS_TOKEN = "jeton-de-mesures-".padEnd(40, "x");
const PASSWORD = "Carotte-Bleue-Soleil-93";

/** React Router's build reduced to the real route modules these requests reach; pages render as an empty shell. */
const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response("<!doctype html><title>page</title>", { status, headers }),
    },
  },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/api-auth": { id: "routes/api-auth", parentId: "root", path: "api/auth/*", module: apiAuth },
    "routes/admin-inbox-export": {
      id: "routes/admin-inbox-export",
      parentId: "root",
      path: "admin/inbox/export.csv",
      module: inboxExport,
    },
    "routes/reset-password": {
      id: "routes/reset-password",
      parentId: "root",
      path: "auth/reset-password",
      module: resetPassword,
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let logs: LogCapture;
let base: string;
let close: () => void;
let env: Env;
let manager: LoggedIn;

beforeAll(async () => {
  logs = captureLogs("info");
  env = { ...getEnv(), METRICS_TOKEN };
  const app = await createApp({ env, build });
  let port: number;
  ({ port, close } = await listenOnFreePort(app));
  base = `http://127.0.0.1:${port}`;
  manager = await login({ role: "manager" });
});

afterAll(() => {
  close?.();
  logs?.restore();
});

const requestLines = () => logs.lines().filter((line) => line.msg === "Requête HTTP");

async function loggedAnswer(response: Response): Promise<Record<string, unknown>> {
  const id = response.headers.get("X-Request-Id");
  expect(id).toBeTruthy();
  await until(() => requestLines().some((line) => line.requestId === id));
  return requestLines().find((line) => line.requestId === id) as Record<string, unknown>;
}

describe("the request log", () => {
  it("writes one line of chosen fields per request, and no password, token or session cookie", async () => {
    const email = "lucie.martin@exemple.fr";
    await createUserAccount({ email, password: PASSWORD, role: "employee", firstName: "Lucie", lastName: "Martin" });
    const signIn = await fetch(`${base}/api/auth/sign-in/email?password=${PASSWORD}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: env.PUBLIC_URL },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const newSession = /=([^;]+)/.exec(signIn.headers.getSetCookie().join("\n"))?.[1] as string;
    expect(newSession).toBeTruthy();

    const invitee = await login({ role: "employee" });
    await sendInvitation({ id: invitee.id, email: invitee.email, firstName: invitee.firstName });
    const [link] = await getDb().select().from(verification).where(like(verification.identifier, "reset-password:%"));
    const token = link?.identifier.slice("reset-password:".length) as string;
    const page = await fetch(`${base}/auth/reset-password?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    const betterAuthLink = await fetch(`${base}/api/auth/reset-password/${token}?callbackURL=/`);
    expect(betterAuthLink.status).toBe(404);

    const proxyId = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const exported = await fetch(`${base}/admin/inbox/export.csv?status=new`, {
      headers: { Cookie: manager.cookie, "X-Request-Id": proxyId },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("X-Request-Id")).toBe(proxyId);

    expect(await loggedAnswer(exported)).toMatchObject({
      requestId: proxyId,
      method: "GET",
      route: "/admin/inbox/export.csv",
      path: "/admin/inbox/export.csv",
      status: 200,
      ms: expect.any(Number),
      userId: manager.id,
    });
    expect(await loggedAnswer(signIn)).toMatchObject({
      method: "POST",
      route: "/api/auth/*",
      path: "/api/auth/sign-in/email",
      status: 200,
    });
    expect(await loggedAnswer(page)).toMatchObject({ route: "/auth/reset-password", path: "/auth/reset-password" });
    expect(await loggedAnswer(betterAuthLink)).toMatchObject({ path: "/api/auth/reset-password/*", status: 404 });

    const written = logs.text();
    const sessionToken = decodeURIComponent(manager.cookie.split("=")[1] as string).split(".")[0] as string;
    for (const secret of [PASSWORD, token, encodeURIComponent(token), sessionToken, manager.cookie, newSession])
      expect(written).not.toContain(secret);
  });
});

type Families = { name: string; type: string; metrics: { labels?: Record<string, string>; value?: string }[] }[];

describe("/metrics", () => {
  it("answers the machine itself in Prometheus's format: requests by route pattern, jobs, mails, the pool", async () => {
    await loggedAnswer(await fetch(`${base}/admin/inbox/export.csv`, { headers: { Cookie: manager.cookie } }));
    const mailId = await writeMail(getDb(), { to: "refus@exemple.fr", subject: "Essai", text: "Bonjour" });
    await expect(
      deliverMail(mailId, { smtpUrl: "smtp://127.0.0.1:9", from: "site@exemple.fr", notifyEmail: "x@exemple.fr" }),
    ).rejects.toThrow();

    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    const families = parsePrometheusTextFormat(text) as Families;
    const family = (name: string) => families.find((each) => each.name === name);

    expect(family("http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    // The parser folds a histogram's labelled series into one: its per-label counts are read as plain samples.
    const countLines = text.split("\n").filter((line) => line.startsWith("http_request_duration_seconds_count{"));
    const [counts] = parsePrometheusTextFormat(`${countLines.join("\n")}\n`) as Families;
    expect(counts?.metrics).toContainEqual(
      expect.objectContaining({ labels: { route: "/admin/inbox/export.csv", method: "GET", status_class: "2xx" } }),
    );
    const routes = counts?.metrics.map((metric) => metric.labels?.route) ?? [];
    expect(routes.every((route) => route === "unmatched" || route?.startsWith("/"))).toBe(true);
    expect(routes.join(" ")).not.toMatch(/\?|token=/);
    expect(family("mail_send_failures_total")?.metrics).toContainEqual(
      expect.objectContaining({ labels: { final: "false" } }),
    );
    expect(family("db_pool_connections")?.metrics).toContainEqual(
      expect.objectContaining({ labels: { state: "total" }, value: "1" }),
    );
    expect(families.map((each) => each.name)).toEqual(
      expect.arrayContaining(["job_failures_total", "job_queue_jobs", "process_cpu_seconds_total"]),
    );
  });

  it("answers a 404 to a request relayed for another address, unless it shows the token", async () => {
    const relayed = { "X-Forwarded-For": "192.0.2.44" };
    expect((await fetch(`${base}/metrics`, { headers: relayed })).status).toBe(404);
    const wrong = await fetch(`${base}/metrics`, { headers: { ...relayed, Authorization: "Bearer faux" } });
    expect(wrong.status).toBe(404);
    const right = await fetch(`${base}/metrics`, {
      headers: { ...relayed, Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("http_request_duration_seconds_bucket");
  });
});
