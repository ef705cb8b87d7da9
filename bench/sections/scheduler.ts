import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { alertsOfTransaction } from "../../app/features/labour/labour-gate.server";
import { findOverlaps } from "../../app/features/schedules/overlaps";
import { listBusySlots, lockEmployees } from "../../app/features/schedules/planning-writes.server";
import { type Connection, openPglite } from "../../app/lib/db.server";
import { PARIS, shiftDay, shiftWeek, todayIn, weekOf } from "../../app/lib/time";
import { planningAssignments, plannings } from "../../db/schema";
import { startSite } from "../../tests/support/site-process";
import { at, median } from "../lib/measure";
import { EMPLOYEES, SERIES, SITES, seedSeriesYear } from "../lib/series-year";
import { signIn } from "../lib/staff-session";
import type { BenchRow } from "../types";
import { givePassword, openVacancy, timeEmployeeWeek, timeFinder } from "./replacement-finder";
import { timeStaffPages } from "./scheduler-pages";

// The scheduler's measures (issue 11): each adds its rows to `scheduler` below.
const SHIFTS = 1000;
const COPIES = 7;
const CHECKS = 50;
const ADMIN = { email: "bench-planificateur@clarte-proprete.fr", password: "banc-d-essai-planificateur" };

/** Employees 100 to 199 work mornings only: this one is free on the Friday evening freed, and opens their week. */
const FREE_EMPLOYEE = 150;
const FREE = { email: `agent${FREE_EMPLOYEE}@planificateur.bench`, password: "banc-d-essai-semaine" };

interface Seeded {
  employees: string[];
  plannings: number;
}

/**
 * 200 employees, 150 sites and a year of weekday series written by the series code itself; and, beyond the series'
 * horizon, a week of 1,000 one-off shifts to copy onto empty weeks.
 */
async function seed(connection: Connection, copiedMonday: string, today: string): Promise<Seeded> {
  const { employees, siteRows } = await seedSeriesYear(connection, today, "planificateur");
  const shifts = Array.from({ length: SHIFTS }, (_, index) => {
    const day = index % 5;
    const site = siteRows[index % SITES];
    const hour = String(6 + (Math.floor(index / EMPLOYEES) % 2) * 12).padStart(2, "0");
    const start = at(`${shiftDay(copiedMonday, day)}T${hour}:00`);
    return {
      id: randomUUID(),
      title: `Entretien ${index}`,
      description: index % 3 === 0 ? null : "Badge à l'accueil, matériel au local.",
      location: site?.name ?? null,
      siteId: site?.id ?? null,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * 3_600_000),
      employeeId: employees[index % EMPLOYEES] ?? "",
    };
  });
  await connection.db.insert(plannings).values(shifts.map(({ employeeId: _, ...shift }) => shift));
  await connection.db
    .insert(planningAssignments)
    .values(shifts.map((shift) => ({ planningId: shift.id, employeeId: shift.employeeId })));
  // Statistics, as the server gathers them at start and every night (series.extend): the planner chooses by them.
  await connection.db.execute(sql`ANALYZE`);
  const [counted] = await connection.db.select({ count: sql<number>`count(*)::int` }).from(plannings);
  return { employees, plannings: counted?.count ?? 0 };
}

/**
 * The checks a new shift meets in the transaction that writes it, as the create action runs them: the employee
 * locked, their plannings over the shift read and the overlaps found, then the shift written and the labour rules
 * evaluated on it (12 weeks either side read), then rolled back. A one-hour shift on a day of the middle week.
 */
async function timeOverlapChecks(connection: Connection, employees: string[], monday: string): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 0; run < CHECKS + 5; run++) {
    const employeeId = employees[(run * 37) % employees.length] ?? "";
    const start = at(`${shiftDay(monday, run % 5)}T07:00`);
    const candidate = { start, end: new Date(start.getTime() + 3_600_000), employeeIds: [employeeId] };
    const started = performance.now();
    const checked = await connection.db
      .transaction(async (tx) => {
        await lockEmployees(tx, candidate.employeeIds);
        const overlaps = findOverlaps(candidate, await listBusySlots(tx, candidate.employeeIds, candidate));
        const [written] = await tx
          .insert(plannings)
          .values({ title: "Contrôle", startTime: candidate.start, endTime: candidate.end })
          .returning({ id: plannings.id });
        await tx.insert(planningAssignments).values({ planningId: written?.id ?? "", employeeId });
        await alertsOfTransaction(tx, PARIS);
        throw new CheckedThenRolledBack(overlaps.length);
      })
      .catch((error: unknown) => {
        if (error instanceof CheckedThenRolledBack) return error;
        throw error;
      });
    if (run >= 5) timings.push(performance.now() - started);
    if (checked.overlaps !== 1) throw new Error(`chevauchement attendu : ${checked.overlaps}`);
  }
  return timings;
}

class CheckedThenRolledBack extends Error {
  constructor(readonly overlaps: number) {
    super("rolled back");
  }
}

/** Posts a form to the planning action as the dialogs do, and answers how long the answer took, and the answer. */
async function postPlanningAction(url: string, cookie: string, body: URLSearchParams) {
  const started = performance.now();
  const response = await fetch(`${url}/admin/schedules.data`, {
    method: "POST",
    headers: { cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  const text = await response.text();
  return { elapsed: performance.now() - started, response, text };
}

/** 'Copier la semaine' as the dialog posts it (the action alone, without the page's reload), overlap check included. */
async function timeCopies(url: string, cookie: string, monday: string): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 1; run <= COPIES; run++) {
    const body = new URLSearchParams({
      intent: "copy-week",
      sourceWeek: monday,
      target: "week",
      targetWeek: shiftWeek(monday, run),
    });
    const { elapsed, response, text } = await postPlanningAction(url, cookie, body);
    timings.push(elapsed);
    if (response.status !== 200 || !text.includes("plannings ont été copiés")) {
      throw new Error(`copie refusée : ${response.status} ${text.slice(0, 300)}`);
    }
  }
  return timings;
}

/** Series saved one by one: each a different employee (of those with a morning only), so that none overlaps another. */
const SERIES_SAVES = 7;

/**
 * 'Ajouter un planning' repeated every weekday for 26 weeks, as an admin posts it past its alerts: 130 occurrences
 * written, the labour rules evaluated over them and grouped, the save recorded. 10:00–16:30 on top of a 06:00–09:00
 * series makes 47 h 30 a week, over the 12-week average of 44 h: illegal, saved with a listed reason and a note.
 */
async function timeSeriesSaves(url: string, cookie: string, employees: string[], monday: string): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 0; run < SERIES_SAVES; run++) {
    const body = new URLSearchParams({
      intent: "create",
      employeeIds: employees[EMPLOYEES / 2 + run] ?? "",
      title: `Renfort ${run}`,
      startTime: `${monday}T10:00`,
      endTime: `${monday}T16:30`,
      repeat: "weekly",
      repeatUntil: shiftDay(shiftWeek(monday, 25), 4),
      repeatHolidays: "worked",
      confirmOverlap: "true",
      labourReasonCode: "agreement",
      labourReason: "Banc d'essai",
    });
    for (const day of ["MO", "TU", "WE", "TH", "FR"]) body.append("repeatDays", day);
    const { elapsed, response, text } = await postPlanningAction(url, cookie, body);
    timings.push(elapsed);
    if (response.status !== 200 || !text.includes("130 occurrences")) {
      throw new Error(`série refusée : ${response.status} ${text.slice(0, 300)}`);
    }
  }
  return timings;
}

export async function scheduler(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-planificateur-"));
  const today = todayIn(PARIS);
  const thisWeek = weekOf(today, PARIS);
  if (!thisWeek) throw new Error("semaine introuvable");
  // The middle of the year of series; the copied week lies beyond their horizon, so that the copies land on empty weeks.
  const middle = thisWeek.monday;
  const monday = shiftWeek(thisWeek.monday, 30);
  try {
    const seedStarted = performance.now();
    const connection = await openPglite(dataDir);
    let seeded: Seeded;
    let checks: number[];
    let vacancy: string;
    try {
      seeded = await seed(connection, monday, today);
      checks = await timeOverlapChecks(connection, seeded.employees, middle);
      vacancy = await openVacancy(connection, seeded.employees, middle);
      await givePassword(connection, seeded.employees[FREE_EMPLOYEE] ?? "", FREE.password);
    } finally {
      await connection.close();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const history = `${seeded.plannings.toLocaleString("fr-FR")} plannings (${SERIES} séries du lundi au vendredi sur un an, ${EMPLOYEES} employés, ${SITES} sites, écrits en ${seedSeconds.toFixed(0)} s)`;
    rows.push({
      name: "contrôle des chevauchements et des règles du travail d'un nouveau créneau, médiane",
      value: median(checks),
      unit: "ms",
      budget: 10,
      detail: `un employé verrouillé, chevauchement trouvé, créneau écrit, règles évaluées sur 23 semaines, annulé ; ${CHECKS} contrôles, max ${Math.max(...checks).toFixed(1)} ms ; ${history}`,
    });
    const server = await startSite({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const cookie = await signIn(server.url, ADMIN);
      rows.push(...(await timeStaffPages(server.url, cookie, middle, server.output)));
      rows.push(await timeFinder(server.url, cookie, vacancy));
      rows.push(await timeEmployeeWeek(server.url, FREE, shiftWeek(middle, 1)));
      const saves = await timeSeriesSaves(server.url, cookie, seeded.employees, middle).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output()}`);
      });
      rows.push({
        name: "enregistrement d'une série de 26 semaines, règles évaluées et regroupées, médiane",
        value: median(saves),
        unit: "ms",
        budget: 300,
        detail: `130 occurrences, alertes regroupées et enregistrées avec un motif ; ${SERIES_SAVES} séries, max ${Math.max(...saves).toFixed(0)} ms`,
      });
      const timings = await timeCopies(server.url, cookie, monday).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output()}`);
      });
      rows.push({
        name: "copie d'une semaine de 1 000 créneaux, médiane",
        value: median(timings),
        unit: "ms",
        budget: 2000,
        detail: `${SHIFTS} créneaux, ${COPIES} copies vers des semaines vides (contrôle des chevauchements compris), max ${Math.max(...timings).toFixed(0)} ms`,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
