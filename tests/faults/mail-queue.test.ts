import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startSite } from "../support/site-process";
import { decodedHeader, startSmtpServer } from "../support/smtp";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres";
import { until } from "../support/until";

let postgres: ThrowawayPostgres;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let client: pg.Client;
let first: RunningSite;
let second: RunningSite;

const env = () => ({
  DATABASE_URL: postgres.url,
  SMTP_URL: smtp.url,
  MAIL_FROM: "Clarté Propreté <site@clarte-proprete.test>",
  BETTER_AUTH_SECRET: "y".repeat(40),
});

/** Writes `count` mails to the outbox as the site does, without queueing them: a starting server sweeps them up. */
async function writeMails(batch: string, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into mail_outbox ("to", subject, text)
     select $1 || n || '@exemple.fr', 'Lot ' || $1 || ' n° ' || n, 'Bonjour' from generate_series(1, $2) as n
     returning id`,
    [batch, count],
  );
  return rows.map((row) => row.id);
}

async function unsent(ids: string[]): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from mail_outbox where id = any($1) and status <> 'sent'`,
    [ids],
  );
  return rows[0]?.n ?? -1;
}

function receivedIds(): string[] {
  return smtp.received.map((mail) => decodedHeader(mail.raw, "Message-ID").replace(/^<|@.*$/g, ""));
}

beforeAll(async () => {
  postgres = startThrowawayPostgres();
  smtp = await startSmtpServer();
  first = await startSite(env());
  client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await client?.end();
  await smtp?.close();
  postgres?.remove();
});

describe("mail queued in one PostgreSQL, delivered by two instances", () => {
  it("delivers each of 100 mails exactly once", async () => {
    const ids = await writeMails("a", 100);
    second = await startSite(env());
    await until(async () => (await unsent(ids)) === 0, { timeoutMs: 90_000, everyMs: 250 });
    const delivered = receivedIds().filter((id) => ids.includes(id));
    expect(delivered).toHaveLength(100);
    expect(new Set(delivered).size).toBe(100);
  });

  it("loses none when an instance is killed mid-delivery: the other sends what it held, under the same Message-ID", async () => {
    await second.stop();
    const before = smtp.received.length;
    const ids = await writeMails("b", 100);
    smtp.state.delayMs = 40;
    second = await startSite(env());
    await until(async () => smtp.received.length >= before + 20, { timeoutMs: 60_000, everyMs: 250 });
    await first.kill();
    // The dead instance's jobs come back once they expire (60 s), at the next maintenance (30 s), after their retry delay.
    await until(async () => (await unsent(ids)) === 0, { timeoutMs: 270_000, everyMs: 250 });
    const delivered = receivedIds().filter((id) => ids.includes(id));
    expect(new Set(delivered).size).toBe(100);
    // At least once: only a mail in flight at the kill may arrive twice, and then with the same Message-ID.
    expect(delivered.length - 100).toBeLessThanOrEqual(1);
  }, 450_000);
});
