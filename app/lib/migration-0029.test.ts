import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { pgliteExtensions } from "./db.server";

const folder = path.resolve("db/migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: Array<{ idx: number; tag: string }>;
};

async function applyMigrations(client: PGlite, keep: (idx: number) => boolean) {
  for (const { tag } of journal.entries.filter((entry) => keep(entry.idx))) {
    for (const statement of readFileSync(path.join(folder, `${tag}.sql`), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await client.exec(statement);
    }
  }
}

/** Building a database from its thirty migrations takes seconds, more on a busy machine. */
const BUILDS_A_DATABASE = { timeout: 60_000 };

describe("migration 0029 on a database in use", () => {
  it(
    "turns each site's weekly hours into its first service contract, from the day the site was made",
    BUILDS_A_DATABASE,
    async () => {
      const client = new PGlite({ extensions: pgliteExtensions });
      await applyMigrations(client, (idx) => idx < 29);
      await client.exec(`insert into sites (name, client_name, address, postal_code, city, contracted_minutes_per_week, created_at)
      values ('Tour', 'SCI', '1 rue', '75015', 'Paris', 750, '2026-03-31T22:30:00Z'),
             ('Hall', 'SCI', '1 rue', '75015', 'Paris', 0, now()),
             ('Cour', 'SCI', '1 rue', '75015', 'Paris', null, now())`);
      await applyMigrations(client, (idx) => idx === 29);
      const { rows } = await client.query(
        `select s.name, c.weekly_minutes, c.frequency, c.pricing, c.price_cents, c.starts_on::text, c.ends_on
       from service_contracts c join sites s on s.id = c.site_id`,
      );
      // 22:30 UTC on 31 March is 00:30 on 1 April in Paris.
      expect(rows).toEqual([
        {
          name: "Tour",
          weekly_minutes: 750,
          frequency: "hebdomadaire",
          pricing: null,
          price_cents: null,
          starts_on: "2026-04-01",
          ends_on: null,
        },
      ]);
      const columns = await client.query(
        `select column_name from information_schema.columns where table_name = 'sites' and column_name like 'contracted%'`,
      );
      expect(columns.rows).toEqual([]);
      await client.close();
    },
  );
});
