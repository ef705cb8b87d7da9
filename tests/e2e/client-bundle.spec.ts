import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";

// The build the browser tests run on (playwright.config.ts, BUILD_DIR).
const ASSETS = new URL("../../build-e2e/client/assets/", import.meta.url);

// Every drizzle table and column class names its kind in a string the minifier keeps: "PgTable", "PgText"…
const DRIZZLE_TABLE_CODE = /"Pg(Table|Text|Column)"/;

test("no browser chunk carries the database's table code", () => {
  const drizzleTable = readFileSync(fileURLToPath(import.meta.resolve("drizzle-orm/pg-core/table")), "utf8");
  expect(drizzleTable, "la signature reconnaît le code des tables de drizzle").toMatch(DRIZZLE_TABLE_CODE);
  const chunks = readdirSync(ASSETS).filter((file) => file.endsWith(".js"));
  expect(chunks.length).toBeGreaterThan(0);
  const withDrizzle = chunks.filter((file) => DRIZZLE_TABLE_CODE.test(readFileSync(new URL(file, ASSETS), "utf8")));
  expect(withDrizzle).toEqual([]);
});
