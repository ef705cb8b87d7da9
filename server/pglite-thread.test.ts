import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusingOn } from "../app/lib/constraint-refusal.server";
import { type Connection, openPglite } from "../app/lib/db.server";

const thread = {
  script: path.resolve("tests/support/typescript-worker.mjs"),
  argv: [path.resolve("server/pglite-thread.ts")],
};

describe("the embedded database in its own thread", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
  let connection: Connection;

  beforeAll(async () => {
    connection = await openPglite(dataDir, { thread, migrate: false });
    await connection.sql.executeSql("create table note (id int primary key, body text, at timestamptz)");
  }, 120_000);

  afterAll(async () => {
    await connection?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers drizzle with rows, timestamps as PostgreSQL wrote them, and the job queue with parsed dates", async () => {
    await connection.db.execute(sql`insert into note values (1, ${"première"}, '2026-03-29 01:30:00+00')`);
    const drizzleRows = await connection.db.execute(sql`select id, body, at from note`);
    expect((drizzleRows as unknown as { rows: unknown[] }).rows).toEqual([
      { id: 1, body: "première", at: expect.stringMatching(/^2026-03-2\d \d\d:30:00[+-]\d\d$/) },
    ]);
    const { rows } = await connection.sql.executeSql("select at from note where id = $1", [1]);
    expect(rows).toEqual([{ at: new Date("2026-03-29T01:30:00Z") }]);
  });

  it("undoes a failed transaction and keeps PostgreSQL's code, which the application's refusals read", async () => {
    const refused = await refusingOn("23505", "déjà là", () =>
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`insert into note values (2, 'annulée', now())`);
        await tx.execute(sql`insert into note values (1, 'doublon', now())`);
        return "écrite";
      }),
    );
    expect(refused).toBe("déjà là");
    const { rows } = await connection.sql.executeSql("select id from note order by id");
    expect(rows).toEqual([{ id: 1 }]);
  });

  it("keeps every other query out while a transaction is open", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into note values (3, 'pas encore validée', now())`);
      await held;
    });
    const outside = connection.sql.executeSql("select count(*)::int as notes from note");
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ notes: 2 }]);
  });

  it("leaves the event loop free while a long query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await connection.sql.executeSql("select count(*) from generate_series(1, 3000000)");
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // On this thread, the query would hold the loop from start to end: not one tick would run.
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThan(2);
  });

  it("dumps the database as plain SQL, the backups' format", async () => {
    const dump = await connection.dump?.();
    expect(dump).toContain("CREATE TABLE public.note");
    expect(dump).toContain("INSERT INTO public.note VALUES (1, 'première'");
  });
});
