import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, desc, isNotNull, sql } from "drizzle-orm";
import { recordPunch } from "../../app/features/attendance/punches.server";
import { type Connection, openPglite, setConnection } from "../../app/lib/db.server";
import { PARIS, todayIn, weekOf } from "../../app/lib/time";
import { plannings } from "../../db/schema";
import { startSite } from "../../tests/support/site-process";
import { at, median, percentile } from "../lib/measure";
import { seedPortalContact } from "../lib/portal-contact";
import { EMPLOYEES, seedSeriesYear } from "../lib/series-year";
import { postSiteCodes } from "../lib/site-codes";
import { signIn, timeStaffPage } from "../lib/staff-session";
import type { BenchRow } from "../types";

// The budgets (docs/architecture.md): a punch ≤ 50 ms at p95, server side; the on-site board with 200 employees
// ≤ 150 ms median; the month's worked-hours report for 200 employees ≤ 1 s.
const HOME_RUNS = 30;
const REPORT_RUNS = 10;
const ADMIN = { email: "bench-pointage@clarte-proprete.fr", password: "banc-d-essai-pointage" };
const CLIENT = { email: "bench-portail@client.example.fr", password: "banc-d-essai-portail" };

/**
 * The scheduler's company (200 employees, 150 sites, a year of series), every site's code posted, and each employee
 * arriving at this morning's site between 06:00 and 06:04: each arrival is one timed `recordPunch`, as the pointage
 * page's action makes it. Then the staff home, with everyone on site, as the admin gets it.
 */
export async function attendance(): Promise<BenchRow[]> {
  const today = todayIn(PARIS);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pointage-"));
  try {
    const connection = await openPglite(dataDir);
    const punches: number[] = [];
    let busiestSite = "";
    try {
      const { employees, siteRows } = await seedSeriesYear(connection, today, "pointage");
      await postSiteCodes(
        connection,
        siteRows.map((site) => site.id),
      );
      setConnection(connection);
      for (const [index, employeeId] of employees.entries()) {
        const siteId = siteRows[index % siteRows.length]?.id ?? "";
        const asked = { employeeId, siteId, kind: "in" as const, method: "qr" as const, authorId: employeeId };
        const started = performance.now();
        await recordPunch(asked, at(`${today}T06:0${index % 5}`));
        punches.push(performance.now() - started);
      }
      await punchAndValidateMonth(connection, today);
      busiestSite = await contractedBusiestSite(connection);
      await seedPortalContact(
        connection,
        siteRows.map((site) => site.id),
        CLIENT,
      );
    } finally {
      setConnection(undefined);
      await connection.close();
    }
    const server = await startSite({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const cookie = await signIn(server.url, ADMIN);
      const home = await timeStaffPage(server.url, "/admin", cookie, HOME_RUNS).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output()}`);
      });
      const month = today.slice(0, 7);
      const report = await timeStaffPage(server.url, `/admin/hours?mois=${month}`, cookie, REPORT_RUNS);
      const sitePage = await timeStaffPage(server.url, `/admin/sites/${busiestSite}`, cookie, HOME_RUNS);
      const monthReport = await timeStaffPage(
        server.url,
        `/admin/sites/${busiestSite}/rapports/rapport-${month}.pdf`,
        cookie,
        REPORT_RUNS,
      );
      const clientCookie = await signIn(server.url, CLIENT);
      const portal = await timeStaffPage(server.url, "/portal", clientCookie, HOME_RUNS);
      const portalSite = await timeStaffPage(server.url, `/portal/sites/${busiestSite}`, clientCookie, HOME_RUNS);
      return [
        {
          name: "un pointage (côté serveur), p95",
          value: percentile(punches, 95),
          unit: "ms",
          budget: 50,
          detail: `recordPunch, ${EMPLOYEES} arrivées de ${EMPLOYEES} employés sur un an de séries ; médiane ${median(punches).toFixed(1)} ms`,
        },
        {
          name: "accueil du personnel, 200 employés sur site, médiane",
          value: median(home.timings),
          unit: "ms",
          budget: 150,
          detail: `/admin avec « Sur site », « En retard ou non pointés » et « Départ manquant », ${HOME_RUNS} requêtes, p95 ${percentile(home.timings, 95).toFixed(0)} ms, HTML ${Math.round(home.bytes / 1024)} KB`,
        },
        {
          name: "heures du mois payées sur les pointages, 200 employés, médiane",
          value: median(report.timings),
          unit: "ms",
          budget: 1000,
          detail: `GET /admin/hours?mois=${month}, chaque vacation du mois pointée et chaque semaine validée ; ${REPORT_RUNS} requêtes, p95 ${percentile(report.timings, 95).toFixed(0)} ms`,
        },
        {
          name: "page d'un site, six mois d'heures contractuelles, planifiées et pointées, médiane",
          value: median(sitePage.timings),
          unit: "ms",
          budget: 1000,
          detail: `GET /admin/sites/:id du site le plus planifié, ce mois pointé ; ${HOME_RUNS} requêtes, p95 ${percentile(sitePage.timings, 95).toFixed(0)} ms`,
        },
        {
          name: "rapport mensuel d'un site (PDF), médiane",
          value: median(monthReport.timings),
          unit: "ms",
          budget: 1000,
          detail: `GET /admin/sites/:id/rapports/rapport-${month}.pdf du site le plus planifié, chaque intervention du mois listée ; ${REPORT_RUNS} requêtes, p95 ${percentile(monthReport.timings, 95).toFixed(0)} ms, ${Math.round(monthReport.bytes / 1024)} KB`,
        },
        {
          name: "portail client, accueil d'un contact aux 150 sites, médiane",
          value: median(portal.timings),
          unit: "ms",
          budget: 150,
          detail: `GET /portal (ses 150 sites et ses demandes) ; ${HOME_RUNS} requêtes, p95 ${percentile(portal.timings, 95).toFixed(0)} ms`,
        },
        {
          name: "portail client, page du site le plus planifié, médiane",
          value: median(portalSite.timings),
          unit: "ms",
          budget: 150,
          detail: `GET /portal/sites/:id (passages des deux semaines, six mois d'heures, contrôles) ; ${HOME_RUNS} requêtes, p95 ${percentile(portalSite.timings, 95).toFixed(0)} ms`,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The site with the most shifts, given a service contract since a year: what its page reads most of. */
async function contractedBusiestSite(connection: Connection): Promise<string> {
  const [busiest] = await connection.db
    .select({ siteId: plannings.siteId })
    .from(plannings)
    .where(isNotNull(plannings.siteId))
    .groupBy(plannings.siteId)
    .orderBy(desc(count()))
    .limit(1);
  const siteId = busiest?.siteId;
  if (!siteId) throw new Error("aucun site planifié");
  await connection.db.execute(sql`insert into service_contracts (site_id, weekly_minutes, frequency, pricing, price_cents, starts_on)
    values (${siteId}, 1200, 'quotidienne', 'forfait', 180000, current_date - 365)`);
  return siteId;
}

/**
 * The heaviest month the report can meet: every shift of the month's weeks at a site has an arrival two minutes late
 * and a departure three minutes early, and every week is validated for everyone.
 */
async function punchAndValidateMonth(connection: Connection, today: string) {
  const first = weekOf(`${today.slice(0, 7)}-01`, PARIS);
  const last = weekOf(`${today.slice(0, 7)}-28`, PARIS);
  if (!first || !last) throw new Error(`mois invalide : ${today}`);
  const end = new Date(last.end.getTime() + 7 * 86_400_000);
  for (const [kind, shift] of [
    ["in", sql`a.start_time + interval '2 minutes'`],
    ["out", sql`a.end_time - interval '3 minutes'`],
  ] as const) {
    await connection.db.execute(sql`insert into punches (employee_id, site_id, planning_id, kind, at, method, author_id)
      select a.employee_id, p.site_id, p.id, ${kind}, ${shift}, 'qr', a.employee_id
      from planning_assignments a join plannings p on p.id = a.planning_id
      where p.site_id is not null and a.start_time >= ${first.start} and a.start_time < ${end}`);
  }
  await connection.db.execute(sql`insert into timesheet_weeks (employee_id, monday)
    select distinct a.employee_id, date_trunc('week', a.start_time at time zone ${PARIS})::date
    from planning_assignments a
    where a.start_time >= ${first.start} and a.start_time < ${end}
    on conflict do nothing`);
}
