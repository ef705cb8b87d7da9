import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { groupSchedules } from "../../app/features/schedules/grouping";
import type { ScheduleRow } from "../../app/features/schedules/schedules";
import { openPglite } from "../../app/lib/db.server";
import { PARIS, todayIn, weekOf } from "../../app/lib/time";
import { planningAssignments, plannings, user } from "../../db/schema";
import { startSite } from "../../tests/support/site-process";
import { percentile } from "../lib/measure";
import { signIn, timeStaffPage } from "../lib/staff-session";
import type { BenchRow } from "../types";

const PLANNINGS = 2000;
const EMPLOYEES = 3;
const ADMIN = { email: "bench@clarte-proprete.fr", password: "banc-d-essai-plannings" };

/** 2,000 plannings of this week, each with the same 3 employees, written straight into a fresh embedded database. */
async function seed(dataDir: string) {
  const connection = await openPglite(dataDir);
  const week = weekOf(todayIn(PARIS), PARIS);
  if (!week) throw new Error("semaine introuvable");
  const employees = Array.from({ length: EMPLOYEES }, (_, index) => ({
    id: randomUUID(),
    name: `Employé ${index}`,
    email: `employe${index}@bench.fr`,
    firstName: `Prénom${index}`,
    lastName: `Nom${index}`,
  }));
  await connection.db.insert(user).values(employees);
  const span = week.end.getTime() - week.start.getTime() - 3 * 3_600_000;
  const rows = Array.from({ length: PLANNINGS }, (_, index) => {
    const start = new Date(week.start.getTime() + Math.floor((index / PLANNINGS) * span));
    return {
      id: randomUUID(),
      title: `Intervention ${index}`,
      description: index % 3 === 0 ? null : "Matériel dans le local technique, badge à l'accueil.",
      location: index % 7 === 0 ? null : `Site ${index % 40}`,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * 3_600_000),
    };
  });
  for (let offset = 0; offset < rows.length; offset += 500) {
    const chunk = rows.slice(offset, offset + 500);
    await connection.db.insert(plannings).values(chunk);
    await connection.db
      .insert(planningAssignments)
      .values(
        chunk.flatMap((planning) =>
          employees.map((employee) => ({ planningId: planning.id, employeeId: employee.id })),
        ),
      );
  }
  await connection.close();
}

function groupingRows(count: number): ScheduleRow[] {
  return Array.from({ length: count }, (_, index) => {
    const planning = Math.floor(index / 3);
    return {
      planningId: `p${planning}`,
      title: `Intervention ${planning}`,
      description: null,
      location: planning % 7 === 0 ? null : `Site ${planning % 400}`,
      startTime: new Date(Date.UTC(2026, 0, 1) + ((planning * 7_919) % 500_000) * 60_000).toISOString(),
      endTime: new Date(Date.UTC(2026, 0, 1) + (((planning * 7_919) % 500_000) + 120) * 60_000).toISOString(),
      isAllDay: false,
      breakMinutes: 0,
      assignmentId: `a${index}`,
      employeeId: `u${index % 3}`,
      firstName: `Prénom${index % 3}`,
      lastName: `Nom${index % 3}`,
    };
  });
}

export async function planningsBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-plannings-"));
  try {
    await seed(dataDir);
    const server = await startSite({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const cookie = await signIn(server.url, ADMIN);
      const page = await timeStaffPage(server.url, "/admin/schedules", cookie, 30).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output()}`);
      });
      const detail = `${PLANNINGS} plannings × ${EMPLOYEES} employés dans la semaine affichée, 30 requêtes, HTML ${Math.round(page.bytes / 1024)} KB`;
      rows.push({
        name: "/admin/schedules, médiane",
        value: percentile(page.timings, 50),
        unit: "ms",
        budget: 150,
        detail,
      });
      rows.push({ name: "/admin/schedules, p95", value: percentile(page.timings, 95), unit: "ms", detail });
      // The loader's answer alone (client navigation): separates the database and grouping from HTML rendering.
      const data = await timeStaffPage(server.url, "/admin/schedules.data", cookie, 30);
      rows.push({
        name: "/admin/schedules.data (données seules), médiane",
        value: percentile(data.timings, 50),
        unit: "ms",
        detail: `p95 ${percentile(data.timings, 95).toFixed(0)} ms, ${Math.round(data.bytes / 1024)} KB`,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const input = groupingRows(100_000);
  const timings: number[] = [];
  for (let run = 0; run < 7; run++) {
    const started = performance.now();
    groupSchedules(input);
    timings.push(performance.now() - started);
  }
  rows.push({
    name: "Regroupement de 100 000 lignes de planning",
    value: percentile(timings, 50),
    unit: "ms",
    detail: `médiane de 7, p95 ${percentile(timings, 95).toFixed(0)} ms`,
  });
  return rows;
}
