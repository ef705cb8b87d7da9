import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSite } from "../../tests/support/site-process";
import { load } from "../lib/load";
import { pageJsRow } from "../lib/page-weight";
import { loadStaticBaseline, recordAnswer } from "../lib/static-server";
import type { BenchRow } from "../types";

const SERVICE_PAGE = "/services/bureaux";
const ARTICLE_PAGE = "/blog/frequence-nettoyage-bureaux";

/** Public content pages: the JavaScript they load, and a prerendered service page against the static baseline. */
export async function content(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-content-"));
  try {
    const server = await startSite({ DATA_DIR: dataDir });
    for (const page of ["/blog", ARTICLE_PAGE, "/job-offers"]) rows.push(await pageJsRow(server.url, page));
    const answer = await recordAnswer(`${server.url}${SERVICE_PAGE}`);
    const site = await load(`${server.url}${SERVICE_PAGE}`);
    await server.stop();
    const baseline = await loadStaticBaseline(answer);
    rows.push({
      name: `Site, ${SERVICE_PAGE} prérendu`,
      value: site.requestsPerSecond,
      unit: "req/s",
      detail: `p99 ${site.p99Ms} ms, erreurs ${site.errors + site.non2xx}; statique ${Math.round(baseline.requestsPerSecond)} req/s`,
    });
    rows.push({
      name: `Débit ${SERVICE_PAGE} prérendu ÷ statique`,
      value: (100 * site.requestsPerSecond) / baseline.requestsPerSecond,
      unit: "%",
      budget: 50,
      higherIsBetter: true,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
