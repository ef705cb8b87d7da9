// npm run bench: builds, then measures the budgets of docs/architecture.md and prints one table.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { attendance } from "./sections/attendance";
import { backgroundJobs } from "./sections/background-jobs";
import { content } from "./sections/content";
import { foundation } from "./sections/foundation";
import { hardening } from "./sections/hardening";
import { labour } from "./sections/labour";
import { leads } from "./sections/leads";
import { lighthouseSection } from "./sections/lighthouse";
import { noShowAlert } from "./sections/no-show-alert";
import { planningsBench } from "./sections/plannings";
import { replacementOffers } from "./sections/replacement-offers";
import { scheduler } from "./sections/scheduler";
import type { BenchRow } from "./types";

const sections: Array<[string, () => Promise<BenchRow[]>]> = [
  ["Socle", foundation],
  ["Contenu", content],
  ["Demandes", leads],
  ["Plannings", planningsBench],
  ["Planificateur", scheduler],
  ["Remplacements", replacementOffers],
  ["Pointage", attendance],
  ["Pointage, non pointés", noShowAlert],
  ["Tâches de fond", backgroundJobs],
  ["Durcissement", hardening],
  ["Heures", labour],
  ["Lighthouse", lighthouseSection],
];

function verdict(row: BenchRow): string {
  if (row.budget === undefined) return "";
  const ok = row.higherIsBetter ? row.value >= row.budget : row.value <= row.budget;
  return `${ok ? "OK" : "DÉPASSÉ"} (${row.higherIsBetter ? "≥" : "≤"} ${row.budget} ${row.unit})`;
}

// BENCH_ONLY=Plannings runs the sections whose name (as printed) contains it.
const only = process.env.BENCH_ONLY;
const results: Array<BenchRow & { section: string }> = [];
for (const [section, run] of sections.filter(([name]) => !only || name.includes(only))) {
  for (const row of await run()) results.push({ section, ...row });
}

const lines = results.map((row) =>
  [
    row.section,
    row.name,
    `${row.value.toFixed(row.value < 10 ? 2 : 0)} ${row.unit}`,
    verdict(row),
    row.detail ?? "",
  ].join(" | "),
);
console.log(["section | mesure | valeur | budget | détail", "--- | --- | --- | --- | ---", ...lines].join("\n"));

mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/latest.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      results,
    },
    null,
    2,
  ),
);
