import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startSite } from "../../tests/support/site-process";
import { median } from "../lib/measure";
import { pageJsRow } from "../lib/page-weight";
import type { BenchRow } from "../types";

/** One URL of each public route (docs/architecture.md: every public page is held to the same budgets). */
export const LIGHTHOUSE_ROUTES = [
  "/",
  "/services",
  "/services/bureaux",
  "/about",
  "/blog",
  "/blog/frequence-nettoyage-bureaux",
  "/job-offers",
  "/job-offers/agent-proprete-paris",
  "/contact",
  "/quote",
  "/terms",
  "/privacy",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const SCORE_BUDGET = { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 };
const LCP_BUDGET_S = 1.2;
const CLS_BUDGET = 0.01;
/** Total Blocking Time of the pages that run no framework code (ADR 028). */
const TBT_BUDGET_MS = 50;
const PAGES_WITHOUT_FRAMEWORK = new Set(["/", "/services", "/blog"]);
const JS_BUDGET_KB = 60;

type Category = (typeof CATEGORIES)[number];

interface Audit {
  scores: Record<Category, number>;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
}

function scoresBy(score: (category: Category) => number): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>;
}

/**
 * One Lighthouse run, mobile with its default simulated throttling. A trace now and then comes back without its
 * navigation start (NO_NAVSTART, "run Lighthouse again"): the run is then made again, twice at most.
 */
async function audit(url: string, attempt = 1): Promise<Audit> {
  // A fresh browser for each run, as Lighthouse's own command line does: one reused across pages now and then
  // answers a page with an error interstitial.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  }).finally(() => chrome.kill());
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, attempt + 1);
    throw new Error(`Lighthouse, ${url} : ${lhr.runtimeError.message}`);
  }
  return {
    scores: scoresBy((category) => Math.round(100 * (lhr.categories[category]?.score ?? 0))),
    lcpSeconds: (lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN) / 1000,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
  };
}

/** The median of each figure over the runs: simulated throttling still reads a trace taken on a shared machine. */
function medianAudit(runs: Audit[]): Audit {
  const of = (pick: (run: Audit) => number) => median(runs.map(pick));
  return {
    scores: scoresBy((category) => of((run) => run.scores[category])),
    lcpSeconds: of((run) => run.lcpSeconds),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
  };
}

/**
 * Every public route under Lighthouse (mobile, simulated throttling, the system Chromium), and the JavaScript of /.
 * LIGHTHOUSE_RUNS (default 3) runs per route, medians reported.
 */
export async function lighthouseSection(): Promise<BenchRow[]> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const server = await startSite({ DATA_DIR: dataDir });
  try {
    rows.push(await pageJsRow(server.url, "/", JS_BUDGET_KB));
    for (const route of LIGHTHOUSE_ROUTES) {
      const results: Audit[] = [];
      for (let run = 0; run < runs; run++) results.push(await audit(`${server.url}${route}`));
      const { scores, lcpSeconds, cls, tbtMs } = medianAudit(results);
      const detail = `perf ${scores.performance}, a11y ${scores.accessibility}, bonnes pratiques ${scores["best-practices"]}, SEO ${scores.seo}; LCP ${lcpSeconds.toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbtMs)} ms`;
      console.error(`${route}: ${detail}`);
      rows.push({
        name: `Lighthouse ${route}, performance`,
        value: scores.performance,
        unit: "/100",
        budget: SCORE_BUDGET.performance,
        higherIsBetter: true,
        detail,
      });
      const missed = [
        ...CATEGORIES.filter((category) => scores[category] < SCORE_BUDGET[category]).map(
          (category) => `${category} ${scores[category]}`,
        ),
        ...(lcpSeconds > LCP_BUDGET_S ? [`LCP ${lcpSeconds.toFixed(2)} s`] : []),
        ...(cls > CLS_BUDGET ? [`CLS ${cls.toFixed(3)}`] : []),
        ...(PAGES_WITHOUT_FRAMEWORK.has(route) && tbtMs > TBT_BUDGET_MS ? [`TBT ${Math.round(tbtMs)} ms`] : []),
      ];
      rows.push({
        name: `Lighthouse ${route}, cibles manquées`,
        value: missed.length,
        unit: "",
        budget: 0,
        detail: missed.join(", "),
      });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
