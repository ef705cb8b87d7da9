import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

// The build the browser tests run on (playwright.config.ts, BUILD_DIR).
const ASSETS = path.join("build-e2e", "client", "assets");

test("no browser chunk carries the database's table code", () => {
  const chunks = readdirSync(ASSETS).filter((file) => file.endsWith(".js"));
  expect(chunks.length).toBeGreaterThan(0);
  // Every drizzle table and column class names its kind in a string the minifier keeps: "PgTable", "PgText"…
  const withDrizzle = chunks.filter((file) =>
    /"Pg(Table|Text|Column)"/.test(readFileSync(path.join(ASSETS, file), "utf8")),
  );
  expect(withDrizzle).toEqual([]);
});
