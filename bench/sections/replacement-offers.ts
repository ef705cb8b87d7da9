import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { type Connection, openPglite } from "../../app/lib/db.server";
import { PARIS, shiftDay, shiftWeek, todayIn, weekOf } from "../../app/lib/time";
import { employmentContracts, planningAssignments, plannings } from "../../db/schema";
import { startSite } from "../../tests/support/site-process";
import { decodedHeader, type ReceivedMail, startSmtpServer } from "../../tests/support/smtp";
import { at, median, percentile } from "../lib/measure";
import { EMPLOYEES, SERIES, SITES, seedSeriesYear } from "../lib/series-year";
import { signIn } from "../lib/staff-session";
import type { BenchRow } from "../types";

// The budget (docs/architecture.md): from an absence recorded to the offer mails accepted by the SMTP server, ≤ 60 s
// at p95.
const RUNS = 15;
const WARM_UP = 2; // first runs, not counted, warm the server up
const OFFERED = 3; // « Proposer » ticks the first three candidates (OFFER_BATCH)
const ADMIN = { email: "bench-remplacements@clarte-proprete.fr", password: "banc-d-essai-remplacements" };

/** One run: the evening shift an employee's afternoon absence frees on a Friday. */
type Run = { absentId: string; friday: string; planningId: string };

/** The scheduler's company (half part-time), told long ago of its year. */
async function seedYear(connection: Connection, today: string): Promise<string[]> {
  const { db } = connection;
  const { employees: ids } = await seedSeriesYear(connection, today, "remplacements");
  const contract = { kind: "cdi" as const, startsOn: "2020-01-06" };
  await db
    .insert(employmentContracts)
    .values(ids.map((employeeId, index) => ({ ...contract, employeeId, weeklyHours: index % 2 === 0 ? 24 : 35 })));
  // Told long ago of their year, as on a running site: no change notice pending (ADR 021), none mailed while measuring.
  await db.execute(sql`INSERT INTO notice_snapshots (employee_id, planning_id, start_time, end_time, title, place, description)
    SELECT a.employee_id, p.id, p.start_time, p.end_time, p.title, coalesce(s.name, p.location), p.description
    FROM planning_assignments a JOIN plannings p ON p.id = a.planning_id LEFT JOIN sites s ON s.id = p.site_id
    WHERE p.start_time > now()`);
  await db.execute(sql`DELETE FROM notice_marks`);
  await db.execute(sql`ANALYZE`);
  return ids;
}

/**
 * Run n: employee n (who works evenings) is absent the afternoon of the Friday n + 1 weeks ahead, which frees their
 * 18:00 shift. The others working that evening are busy; those working mornings only can take it.
 */
async function runsToMeasure({ db }: Connection, ids: readonly string[], today: string): Promise<Run[]> {
  const monday = weekOf(today, PARIS)?.monday;
  if (!monday) throw new Error("semaine introuvable");
  const runs: Run[] = [];
  for (let index = 0; index < WARM_UP + RUNS; index++) {
    const absentId = ids[index] ?? "";
    const friday = shiftDay(shiftWeek(monday, index + 1), 4);
    const [shift] = await db
      .select({ planningId: planningAssignments.planningId })
      .from(planningAssignments)
      .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
      .where(and(eq(planningAssignments.employeeId, absentId), eq(plannings.startTime, at(`${friday}T18:00`))));
    if (!shift) throw new Error(`aucun créneau du soir le ${friday}`);
    runs.push({ absentId, friday, planningId: shift.planningId });
  }
  return runs;
}

/** Posts a form to a route's action as the page's form does (the action alone); answers the text, checked. */
async function postAction(url: string, cookie: string, route: string, form: URLSearchParams, expected: string) {
  const response = await fetch(`${url}${route}`, { method: "POST", headers: { cookie, Origin: url }, body: form });
  const text = await response.text();
  if (response.status !== 200 || !text.includes(expected)) throw new Error(`${route} : ${response.status} ${text}`);
}

/** « Enregistrer une absence » on the employee's file: sick on the afternoon of that Friday, which frees one shift. */
function recordAbsence(url: string, cookie: string, { absentId, friday }: Run) {
  const form = new URLSearchParams({ kind: "sickness", startsOn: friday, endsOn: friday, halfDay: "afternoon" });
  return postAction(url, cookie, `/employees/${absentId}.data?intent=absence-add`, form, "1 vacation est à remplacer");
}

/** « Trouver un remplaçant »: the candidates' boxes, in the product's order; answers the first three. */
async function firstCandidates(url: string, cookie: string, planningId: string): Promise<string[]> {
  const response = await fetch(`${url}/admin/replacements/${planningId}`, { headers: { cookie } });
  const boxes = (await response.text()).matchAll(/type="checkbox"[^>]*name="employeeIds" value="([^"]+)"/g);
  const ids = [...boxes].map((match) => match[1] ?? "");
  if (ids.length < OFFERED) throw new Error(`${ids.length} candidats pour ${planningId} (${response.status})`);
  return ids.slice(0, OFFERED);
}

/** « Proposer » with those candidates ticked. */
function offer(url: string, cookie: string, planningId: string, employeeIds: readonly string[]) {
  const form = new URLSearchParams([["intent", "offer"], ...employeeIds.map((id) => ["employeeIds", id])]);
  return postAction(url, cookie, `/admin/replacements/${planningId}.data`, form, "Proposition envoyée");
}

/** Polls the sink every 100 ms until it has `count` offer mails received after `since` (the last run's all came). */
async function waitForOfferMails(received: readonly ReceivedMail[], since: number, count: number) {
  const isOffer = (mail: ReceivedMail) => decodedHeader(mail.raw, "Subject").startsWith("Remplacement proposé");
  const deadline = performance.now() + 120_000;
  while (received.slice(since).filter(isOffer).length < count) {
    if (performance.now() > deadline) throw new Error(`${count} courriels de proposition attendus, non reçus`);
    await sleep(100);
  }
}

/** One run, clocked from the absence's post to the last offer mail accepted by the sink; and the requests' share. */
async function timeRun(url: string, cookie: string, run: Run, received: ReceivedMail[]) {
  const since = received.length;
  const started = performance.now();
  await recordAbsence(url, cookie, run);
  const chosen = await firstCandidates(url, cookie, run.planningId);
  await offer(url, cookie, run.planningId, chosen);
  const requestsMs = performance.now() - started;
  await waitForOfferMails(received, since, chosen.length);
  return { totalMs: performance.now() - started, requestsMs };
}

function offersRow(timed: ReadonlyArray<{ totalMs: number; requestsMs: number }>): BenchRow {
  const totals = timed.map((run) => run.totalMs);
  return {
    name: "Absence → courriels de proposition reçus par SMTP, p95",
    value: percentile(totals, 95),
    unit: "ms",
    budget: 60_000,
    detail: `médiane ${median(totals).toFixed(0)} ms, max ${Math.max(...totals).toFixed(0)} ms, ${totals.length} absences (après ${WARM_UP} d'échauffement) ; chacune enregistrée, « Trouver un remplaçant » ouvert, ${OFFERED} premiers candidats proposés (requêtes : médiane ${median(timed.map((run) => run.requestsMs)).toFixed(0)} ms), courriels envoyés par la file (relève toutes les 2 s) ; ${EMPLOYEES} employés, ${SITES} sites, ${SERIES} séries sur un an`,
  };
}

export async function replacementOffers(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-remplacements-"));
  const smtp = await startSmtpServer();
  try {
    // Seeded in its own PGlite, closed before the server opens it.
    const today = todayIn(PARIS);
    const connection = await openPglite(dataDir);
    const seeded = seedYear(connection, today).then((ids) => runsToMeasure(connection, ids, today));
    const runs = await seeded.finally(() => connection.close());
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url };
    const server = await startSite(env);
    try {
      const cookie = await signIn(server.url, ADMIN);
      const failed = (error: Error) => Promise.reject(new Error(`${error.message}\n${server.output()}`));
      const timed = [];
      for (const run of runs) {
        await sleep(Math.random() * 2000); // a manager acts at any moment of the mail job's 2 s polling, not in step
        timed.push(await timeRun(server.url, cookie, run, smtp.received).catch(failed));
      }
      return [offersRow(timed.slice(WARM_UP))];
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
