import { shiftWeek } from "../../app/lib/time";
import { median, percentile } from "../lib/measure";
import { timeFirstViews, timeStaffPage } from "../lib/staff-session";
import type { BenchRow } from "../types";

const RUNS = 30;

/**
 * The scheduler's pages as a signed-in admin gets them, on the year of series around `middle`: the employees grid
 * seen again (its reads kept until a write, ADR 043) and seen for the first time, its loader data alone, and the
 * staff home.
 */
export async function timeStaffPages(
  url: string,
  cookie: string,
  middle: string,
  serverOutput: () => string,
): Promise<BenchRow[]> {
  const withOutput = (error: Error): never => {
    throw new Error(`${error.message}\n${serverOutput()}`);
  };
  const grid = await timeStaffPage(url, `/admin/schedules?vue=employes&semaine=${middle}`, cookie, RUNS).catch(
    withOutput,
  );
  // The loader's answer alone (client navigation): the database and the grid, without the HTML rendering.
  const data = await timeStaffPage(url, `/admin/schedules.data?vue=employes&semaine=${middle}`, cookie, RUNS);
  // Fifteen weeks on either side, each asked once: every read is made.
  const weeks = Array.from({ length: RUNS }, (_, index) =>
    shiftWeek(middle, index < RUNS / 2 ? index - 15 : index - 14),
  );
  const firstViews = await timeFirstViews(
    url,
    weeks.map((monday) => `/admin/schedules?vue=employes&semaine=${monday}`),
    cookie,
  ).catch(withOutput);
  const home = await timeStaffPage(url, "/admin", cookie, RUNS);
  return [
    {
      name: "grille de la semaine par employé (page entière), médiane",
      value: median(grid.timings),
      unit: "ms",
      budget: 150,
      detail: `/admin/schedules?vue=employes, semaine du milieu de l'année, ${RUNS} requêtes, p95 ${percentile(grid.timings, 95).toFixed(0)} ms, HTML ${Math.round(grid.bytes / 1024)} KB`,
    },
    {
      name: "grille de la semaine par employé (données seules), médiane",
      value: median(data.timings),
      unit: "ms",
      detail: `/admin/schedules.data?vue=employes, ${RUNS} requêtes, ${Math.round(data.bytes / 1024)} KB`,
    },
    {
      name: "grille de la semaine par employé, première vue de chaque semaine, médiane",
      value: median(firstViews),
      unit: "ms",
      detail: `${RUNS} semaines différentes autour du milieu de l'année, une requête chacune, p95 ${percentile(firstViews, 95).toFixed(0)} ms`,
    },
    {
      name: "accueil du personnel (200 employés, un an de séries), médiane",
      value: median(home.timings),
      unit: "ms",
      budget: 200,
      detail: `/admin, ${RUNS} requêtes, p95 ${percentile(home.timings, 95).toFixed(0)} ms, HTML ${Math.round(home.bytes / 1024)} KB`,
    },
  ];
}
