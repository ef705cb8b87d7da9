import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rssMb, startSite } from "../../tests/support/site-process";
import { startThrowawayPostgres } from "../../tests/support/throwaway-postgres";
import { load } from "../lib/load";
import { pageJsRow } from "../lib/page-weight";
import { loadStaticBaseline, recordAnswer } from "../lib/static-server";
import type { BenchRow } from "../types";

export async function foundation(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  try {
    const empty = await startSite({ DATA_DIR: dataDir });
    rows.push({ name: "Démarrage à froid, base embarquée vide", value: empty.startupMs, unit: "ms", budget: 4000 });
    await empty.stop();

    const server = await startSite({ DATA_DIR: dataDir });
    rows.push({
      name: "Démarrage à froid, base embarquée existante",
      value: server.startupMs,
      unit: "ms",
      budget: 2000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rows.push({
      name: "Mémoire au repos (RSS), PGlite",
      value: rssMb(server.process.pid as number),
      unit: "MB",
      budget: 350,
    });

    for (const page of ["/", "/services", "/services/bureaux"])
      rows.push(await pageJsRow(server.url, page, page === "/" ? 130 : undefined));

    const answer = await recordAnswer(`${server.url}/`);
    const site = await load(`${server.url}/`);
    const ssr = await load(`${server.url}/contact`);
    await server.stop();
    const baseline = await loadStaticBaseline(answer);

    rows.push({
      name: "Serveur statique de référence, /",
      value: baseline.requestsPerSecond,
      unit: "req/s",
      detail: `p99 ${baseline.p99Ms} ms`,
    });
    rows.push({
      name: "Site, / prérendu",
      value: site.requestsPerSecond,
      unit: "req/s",
      detail: `p99 ${site.p99Ms} ms, erreurs ${site.errors + site.non2xx}`,
    });
    rows.push({
      name: "Site, /contact rendu à la demande",
      value: ssr.requestsPerSecond,
      unit: "req/s",
      detail: `p99 ${ssr.p99Ms} ms, erreurs ${ssr.errors + ssr.non2xx}`,
    });
    rows.push({
      name: "Débit / prérendu ÷ statique",
      value: (100 * site.requestsPerSecond) / baseline.requestsPerSecond,
      unit: "%",
      budget: 50,
      higherIsBetter: true,
    });
    rows.push(await idleRssOnPostgres());
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function idleRssOnPostgres(): Promise<BenchRow> {
  const postgres = startThrowawayPostgres();
  try {
    const site = await startSite({ DATABASE_URL: postgres.url });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const value = rssMb(site.process.pid as number);
    await site.stop();
    return { name: "Mémoire au repos (RSS), PostgreSQL", value, unit: "MB", budget: 150 };
  } finally {
    postgres.remove();
  }
}
