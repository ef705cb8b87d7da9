import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { evaluateLabourRules } from "../../app/features/labour/labour-rules";
import { type Connection, openPglite } from "../../app/lib/db.server";
import { PARIS, shiftDay, shiftWeek } from "../../app/lib/time";
import { employmentContracts, planningAssignments, plannings, user } from "../../db/schema";
import { startSite } from "../../tests/support/site-process";
import { at, median, percentile } from "../lib/measure";
import { signIn, timeStaffPage } from "../lib/staff-session";
import type { BenchRow } from "../types";

// The labour rules and the payroll report (issue 13).
const RULE_RUNS = 200;
/** The window the server reads around a change: the touched week and 11 weeks either side. */
const WINDOW_WEEKS = 23;
const EMPLOYEES = 200;
const REPORT_RUNS = 20;
/** A month of its own, far from today: March 2030 starts on a Friday and ends on a Sunday. */
const MONTH = "2030-03";
const FIRST_MONDAY = "2030-02-25";
const MONTH_WEEKS = 5;
const ADMIN = { email: "bench-heures@clarte-proprete.fr", password: "banc-d-essai-heures" };

/** Weekday shifts from 06:00 to 10:00 (an evening one on Fridays), over `weeks` weeks from `monday`. */
function weekdayShifts(monday: string, weeks: number) {
  return Array.from({ length: weeks * 5 }, (_, index) => {
    const day = shiftDay(shiftWeek(monday, Math.floor(index / 5)), index % 5);
    const evening = index % 5 === 4;
    return {
      id: randomUUID(),
      start: at(`${day}T${evening ? "18:00" : "06:00"}`),
      end: at(`${day}T${evening ? "22:00" : "10:00"}`),
    };
  });
}

/** evaluateLabourRules for a part-timer after one shift of the middle week moved, as the server runs it. */
function timeRules(): { timings: number[]; alerts: number } {
  const monday = "2030-01-07";
  const shifts = weekdayShifts(monday, WINDOW_WEEKS);
  const changed = shifts[11 * 5 + 2];
  if (!changed) throw new Error("vacation introuvable");
  const contracts = [
    {
      kind: "cdi" as const,
      weeklyHours: 24,
      nightWorker: false,
      under16RequestOn: null,
      startsOn: "2025-01-06",
      endsOn: null,
    },
  ];
  const absences = [
    {
      kind: "paid_leave" as const,
      startsOn: shiftWeek(monday, 14),
      endsOn: shiftDay(shiftWeek(monday, 14), 4),
      halfDay: null,
      note: null,
    },
  ];
  const change = {
    shiftIds: [changed.id],
    now: at(`${shiftWeek(monday, 10)}T09:00`),
    previous: [
      { start: new Date(changed.start.getTime() - 3_600_000), end: new Date(changed.end.getTime() - 3_600_000) },
    ],
  };
  const timings: number[] = [];
  let alerts = 0;
  for (let run = 0; run < RULE_RUNS + 20; run++) {
    const started = performance.now();
    alerts = evaluateLabourRules({ contracts, absences, shifts, change }, PARIS).length;
    if (run >= 20) timings.push(performance.now() - started);
  }
  return { timings, alerts };
}

/** 200 employees under contract (half part-time), each with five shifts a week over the month's five weeks. */
async function seed(connection: Connection): Promise<number> {
  const employees = Array.from({ length: EMPLOYEES }, (_, index) => ({
    id: randomUUID(),
    name: `Agent ${index}`,
    email: `agent${index}@heures.bench`,
    firstName: `Prénom${index}`,
    lastName: `Nom${String(index).padStart(3, "0")}`,
  }));
  await connection.db.insert(user).values(employees);
  await connection.db.insert(employmentContracts).values(
    employees.map((employee, index) => ({
      employeeId: employee.id,
      kind: "cdi" as const,
      weeklyHours: index % 2 === 0 ? 24 : 35,
      startsOn: "2029-01-01",
    })),
  );
  const rows = employees.flatMap((employee) =>
    weekdayShifts(FIRST_MONDAY, MONTH_WEEKS).map((shift) => ({ ...shift, employeeId: employee.id })),
  );
  for (let from = 0; from < rows.length; from += 1000) {
    const chunk = rows.slice(from, from + 1000);
    await connection.db
      .insert(plannings)
      .values(chunk.map(({ id, start, end }) => ({ id, title: "Bureaux", startTime: start, endTime: end })));
    await connection.db
      .insert(planningAssignments)
      .values(chunk.map((row) => ({ planningId: row.id, employeeId: row.employeeId })));
  }
  return rows.length;
}

export async function labour(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const rules = timeRules();
  rows.push({
    name: "Règles : un changement",
    value: median(rules.timings),
    unit: "ms",
    budget: 5,
    detail: `evaluateLabourRules, un temps partiel, ${WINDOW_WEEKS} semaines de 5 vacations, une vacation déplacée ; ${RULE_RUNS} évaluations, max ${Math.max(...rules.timings).toFixed(2)} ms, ${rules.alerts} alerte(s)`,
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-heures-"));
  try {
    const connection = await openPglite(dataDir);
    let shifts: number;
    try {
      shifts = await seed(connection);
    } finally {
      await connection.close();
    }
    const server = await startSite({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const cookie = await signIn(server.url, ADMIN);
      const report = await timeStaffPage(server.url, `/admin/hours?mois=${MONTH}`, cookie, REPORT_RUNS).catch(
        (error: Error) => {
          throw new Error(`${error.message}\n${server.output()}`);
        },
      );
      rows.push({
        name: "Rapport mensuel, 200 employés",
        value: median(report.timings),
        unit: "ms",
        budget: 1000,
        detail: `GET /admin/hours?mois=${MONTH} (page entière), ${EMPLOYEES} employés sous contrat, ${shifts.toLocaleString("fr-FR")} vacations sur les ${MONTH_WEEKS} semaines du mois ; ${REPORT_RUNS} requêtes, p95 ${percentile(report.timings, 95).toFixed(0)} ms, HTML ${Math.round(report.bytes / 1024)} KB`,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
