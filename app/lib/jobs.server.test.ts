import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { captureLogs, type LogCapture } from "../../tests/support/log-capture";
import { decodedHeader, startSmtpServer } from "../../tests/support/smtp";
import { until } from "../../tests/support/until";
import { composeMail } from "../mail/layout";
import { getConnection, getDb } from "./db.server";
import { type JobDefinition, sendJob, startJobs } from "./jobs.server";
import { deliverMail, deliverSoon, MAIL_JOB, messageIdOf, queueMail, writeMail } from "./mail.server";
import { getMetrics } from "./metrics.server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let stop: () => Promise<void>;
const from = "Clarté Propreté <site@clarte-proprete.test>";
const seen: string[] = [];
let logs: LogCapture;

beforeAll(async () => {
  logs = captureLogs("info");
  smtp = await startSmtpServer();
  const definitions: JobDefinition[] = [
    {
      name: MAIL_JOB,
      handle: (job) =>
        deliverMail((job.data as { mailId: string }).mailId, { smtpUrl: smtp.url, from, notifyEmail: "x@y.fr" }),
    },
    {
      name: "test.broken",
      queue: { retryLimit: 0 },
      handle: () => Promise.reject(new Error("panne de test")),
    },
    {
      name: "test.echo",
      handle: async (job) => {
        seen.push((job.data as { word: string }).word);
      },
    },
  ];
  stop = await startJobs(getConnection(), definitions, { timeZone: "Europe/Paris", pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  await stop?.();
  await smtp?.close();
  logs?.restore();
});

describe("the job queue on the application's database", () => {
  it("runs a queued job once, and ignores a second send with the same id", async () => {
    const id = crypto.randomUUID();
    expect(await sendJob("test.echo", { word: "bonjour" }, { id })).toBe(id);
    expect(await sendJob("test.echo", { word: "bonjour" }, { id })).toBeNull();
    await until(() => seen.includes("bonjour"));
    // Jobs of one queue are fetched in the order they were sent: once a later job has run, a duplicate would have too.
    await sendJob("test.echo", { word: "ensuite" });
    await until(() => seen.includes("ensuite"));
    expect(seen.filter((word) => word === "bonjour")).toHaveLength(1);
  });

  it("delivers a queued mail through SMTP with the mail's own Message-ID, and marks it sent", async () => {
    const content = composeMail("Votre planning a changé", { heading: "Lundi", paragraphs: ["Lundi 06:00"] });
    await queueMail({ to: "agent@exemple.fr", ...content });
    const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "agent@exemple.fr"));
    expect(row).toBeDefined();
    await until(() => smtp.received.some((mail) => mail.to.includes("agent@exemple.fr")));
    const mail = smtp.received.find((received) => received.to.includes("agent@exemple.fr"));
    expect(decodedHeader(mail?.raw ?? "", "Message-ID")).toBe(messageIdOf(row?.id ?? "", from));
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    await until(
      async () =>
        (
          await getDb()
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.id, row?.id ?? ""))
        )[0]?.status === "sent",
    );
  });

  it("delivers an urgent mail before a backlog of others queued earlier", async () => {
    const content = composeMail("Votre planning a changé", { heading: "Lundi", paragraphs: ["Lundi 06:00"] });
    const backlog = await Promise.all(
      Array.from({ length: 30 }, (_, index) => writeMail(getDb(), { to: `file-${index}@exemple.fr`, ...content })),
    );
    await deliverSoon(backlog);
    const urgent = await writeMail(getDb(), { to: "urgent@exemple.fr", ...content });
    await deliverSoon([urgent], { urgent: true });
    await until(() => smtp.received.some((mail) => mail.to.includes("urgent@exemple.fr")));
    const order = smtp.received.filter((mail) => mail.to.some((to) => /^(file-\d+|urgent)@/.test(to)));
    expect(order.findIndex((mail) => mail.to.includes("urgent@exemple.fr"))).toBeLessThan(10);
  });

  it("logs each job's start, end with its duration, and failure, counting failures and queue depths for /metrics", async () => {
    const id = await sendJob("test.echo", { word: "journal" });
    await until(() => logs.lines().some((line) => line.jobId === id && line.msg === "Tâche terminée"));
    const echo = logs.lines().filter((line) => line.jobId === id);
    expect(echo).toMatchObject([
      { job: "test.echo", msg: "Tâche commencée" },
      { job: "test.echo", msg: "Tâche terminée", ms: expect.any(Number) },
    ]);

    const broken = await sendJob("test.broken", {});
    await until(() => logs.lines().some((line) => line.jobId === broken && line.level === 50));
    expect(logs.lines().find((line) => line.jobId === broken && line.level === 50)).toMatchObject({
      job: "test.broken",
      msg: "Tâche en échec : panne de test",
      err: { message: "panne de test" },
    });
    const metrics = await getMetrics().registry.metrics();
    expect(metrics).toMatch(/^job_failures_total\{job="test.broken"\} [1-9]/m);
    expect(metrics).toMatch(/^job_queue_jobs\{queue="test.echo",state="queued"\} \d+/m);
  });
});
