import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answeredBy, type Cluster, postForm, startCluster } from "../support/cluster";
import { createEmployee, writeUntilKilled } from "../support/durable-writes";
import { signIn } from "../support/site-process";
import { decodedHeader, startSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const admin = { email: "admin@instances.example.fr", password: "admin-instances-secret" };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let cluster: Cluster;

beforeAll(async () => {
  smtp = await startSmtpServer();
  cluster = await startCluster({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    BETTER_AUTH_SECRET: "x".repeat(40),
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "accueil@instances.example.fr",
  });
});

afterAll(async () => {
  await cluster?.stop();
  await smtp?.close();
});

const contact = (client: string) =>
  postForm(
    cluster.url,
    "/contact",
    {
      name: "Camille Martin",
      email: "camille@exemple.fr",
      subject: "info",
      message: "Bonjour, quelles sont vos disponibilités ?",
    },
    { "X-Forwarded-For": client },
  );

describe("two instances on one PostgreSQL behind nginx", () => {
  it("accept a session created through either of them", async () => {
    const cookie = await signIn(cluster, admin);
    const pages = [];
    for (let n = 0; n < 2; n++) pages.push(await fetch(`${cluster.url}/admin/users`, { headers: { cookie } }));
    expect(new Set(pages.map(answeredBy)).size).toBe(2);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Déconnexion");
    }
  });

  it("count a client's contact submissions over both in one rate limit, the client told by X-Forwarded-For", async () => {
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await contact("2001:db8::2:1"));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(new Set(answers.map(answeredBy)).size).toBe(2);
    expect(await answers[3]?.text()).toContain("Trop de tentatives. Veuillez patienter avant de soumettre à nouveau.");

    // Another client behind the same proxy has a limit of its own.
    expect((await contact("2001:db8::2:2")).status).toBe(200);
    expect((await contact("2001:db8::2:1")).status).toBe(429);
  });

  it("send each queued mail once, whichever instance's jobs take it", async () => {
    const outbox = async () =>
      (await cluster.client.query<{ id: string; status: string }>("select id, status from mail_outbox")).rows;
    await until(async () => (await outbox()).every((mail) => mail.status === "sent"), { timeoutMs: 60_000 });
    const ids = (await outbox()).map((mail) => mail.id);
    // Four accepted submissions: each the notification to the office and the visitor's acknowledgement.
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const delivered = smtp.received.map((mail) => decodedHeader(mail.raw, "Message-ID").replace(/^<|@.*$/g, ""));
    expect(delivered.toSorted()).toEqual(ids.toSorted());
  });

  it("lose no acknowledged write when one instance is killed, and go on serving from the other", async () => {
    const cookie = await signIn(cluster, admin);
    const employeeId = await createEmployee(cluster.url, cookie, "agent@instances.example.fr");
    const [victim] = cluster.instances;
    if (!victim) throw new Error("aucune instance");
    const { acknowledged, statusesAfterKill } = await writeUntilKilled(
      cluster.url,
      victim.kill,
      cookie,
      employeeId,
      0,
      10,
    );
    // Only a write in flight at the kill may fail (nginx never sends a POST again); every later one goes to the other.
    expect(statusesAfterKill).toEqual(Array(10).fill(200));
    expect(acknowledged.plannings.length).toBeGreaterThan(0);
    expect(acknowledged.messages.length).toBeGreaterThan(0);

    const plannings = await cluster.client.query<{ title: string }>(
      "select title from plannings where title = any($1)",
      [acknowledged.plannings],
    );
    expect(new Set(plannings.rows.map((row) => row.title))).toEqual(new Set(acknowledged.plannings));
    const messages = await cluster.client.query<{ name: string }>(
      "select name from contact_messages where name = any($1)",
      [acknowledged.messages],
    );
    expect(new Set(messages.rows.map((row) => row.name))).toEqual(new Set(acknowledged.messages));
  });
});
