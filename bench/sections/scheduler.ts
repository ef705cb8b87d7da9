import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../../app/lib/db.server";
import { shiftDay, shiftWeek, todayIn, wallTimeToInstant, weekOf } from "../../app/lib/time";
import { planningAssignments, plannings, sites, user } from "../../db/schema";
import { startSite } from "../../tests/support/site-process";
import type { BenchRow } from "../types";

// The scheduler's measures (issue 11): each adds its rows to `scheduler` below.
const SHIFTS = 1000;
const EMPLOYEES = 200;
const SITES = 150;
const COPIES = 7;
const ADMIN = { email: "bench-planificateur@clarte-proprete.fr", password: "banc-d-essai-planificateur" };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function at(wall: string): Date {
  const result = wallTimeToInstant(wall);
  if (!result.ok) throw new Error(result.message);
  return result.instant;
}

/** A week of 1,000 shifts: 200 employees, 5 shifts each on weekdays, at 150 sites. */
async function seedWeek(dataDir: string, monday: string) {
  const connection = await openPglite(dataDir);
  const employees = Array.from({ length: EMPLOYEES }, (_, index) => ({
    id: randomUUID(),
    name: `Agent ${index}`,
    email: `agent${index}@planificateur.bench`,
    firstName: `Prénom${index}`,
    lastName: `Nom${index}`,
  }));
  await connection.db.insert(user).values(employees);
  const siteRows = Array.from({ length: SITES }, (_, index) => ({
    id: randomUUID(),
    name: `Site ${index}`,
    clientName: `Client ${index}`,
    address: `${index + 1} rue de Rivoli`,
    postalCode: "75001",
    city: "Paris",
  }));
  await connection.db.insert(sites).values(siteRows);
  const shifts = Array.from({ length: SHIFTS }, (_, index) => {
    const day = index % 5;
    const site = siteRows[index % SITES];
    const hour = String(6 + (Math.floor(index / EMPLOYEES) % 2) * 12).padStart(2, "0");
    const start = at(`${shiftDay(monday, day)}T${hour}:00`);
    return {
      id: randomUUID(),
      title: `Entretien ${index}`,
      description: index % 3 === 0 ? null : "Badge à l'accueil, matériel au local.",
      location: site?.name ?? null,
      siteId: site?.id ?? null,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * 3_600_000),
      employeeId: employees[index % EMPLOYEES]?.id ?? "",
    };
  });
  await connection.db.insert(plannings).values(shifts.map(({ employeeId: _, ...shift }) => shift));
  await connection.db
    .insert(planningAssignments)
    .values(shifts.map((shift) => ({ planningId: shift.id, employeeId: shift.employeeId })));
  await connection.close();
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Connexion du banc d'essai refusée : ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
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
    const started = performance.now();
    const response = await fetch(`${url}/admin/schedules.data`, {
      method: "POST",
      headers: { cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    const text = await response.text();
    timings.push(performance.now() - started);
    if (response.status !== 200 || !text.includes("plannings ont été copiés")) {
      throw new Error(`copie refusée : ${response.status} ${text.slice(0, 300)}`);
    }
  }
  return timings;
}

export async function scheduler(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-planificateur-"));
  const thisWeek = weekOf(todayIn());
  if (!thisWeek) throw new Error("semaine introuvable");
  const monday = shiftWeek(thisWeek.monday, 2);
  try {
    await seedWeek(dataDir, monday);
    const server = await startSite({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const cookie = await signIn(server.url);
      const timings = await timeCopies(server.url, cookie, monday).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output()}`);
      });
      rows.push({
        name: "copie d'une semaine de 1 000 créneaux, médiane",
        value: median(timings),
        unit: "ms",
        budget: 2000,
        detail: `${SHIFTS} créneaux, ${EMPLOYEES} employés, ${SITES} sites, ${COPIES} copies vers des semaines vides (contrôle des chevauchements compris), max ${Math.max(...timings).toFixed(0)} ms`,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
