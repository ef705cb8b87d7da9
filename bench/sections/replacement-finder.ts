import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Connection } from "../../app/lib/db.server";
import { shiftDay, shiftWeek } from "../../app/lib/time";
import { account, employmentContracts, planningAssignments, plannings, planningVacancies } from "../../db/schema";
import { median, percentile } from "../lib/measure";
import { signIn, timeStaffPage } from "../lib/staff-session";
import type { BenchRow } from "../types";

const RUNS = 30;

/**
 * Gives every employee a contract (half of them part-time) and frees the last Friday evening shift of the week after
 * `middle`, as an absence would: the shift the finder ranks candidates for. The hundred who work mornings only are
 * free then and may take it (no work follows on Saturday): the rules run in full for each of them. Answers its
 * planning's id.
 */
export async function openVacancy(connection: Connection, employees: readonly string[], middle: string) {
  await connection.db.insert(employmentContracts).values(
    employees.map((employeeId, index) => ({
      employeeId,
      kind: "cdi" as const,
      weeklyHours: index % 2 === 0 ? 24 : 35,
      startsOn: "2020-01-06",
    })),
  );
  const friday = shiftDay(shiftWeek(middle, 1), 4);
  const [shift] = await connection.db
    .select({ planningId: planningAssignments.planningId, employeeId: planningAssignments.employeeId })
    .from(planningAssignments)
    .innerJoin(plannings, eq(plannings.id, planningAssignments.planningId))
    .where(and(sql`(${plannings.startTime} at time zone 'Europe/Paris')::date = ${friday}::date`))
    .orderBy(desc(plannings.startTime))
    .limit(1);
  if (!shift) throw new Error(`aucun créneau le ${friday}`);
  await connection.db.delete(planningAssignments).where(eq(planningAssignments.planningId, shift.planningId));
  await connection.db.insert(planningVacancies).values(shift);
  return shift.planningId;
}

/** « Trouver un remplaçant » for that shift, as a manager opens it: every candidate's rules run on each request. */
export async function timeFinder(url: string, cookie: string, planningId: string): Promise<BenchRow> {
  const page = await timeStaffPage(url, `/admin/replacements/${planningId}`, cookie, RUNS);
  return {
    name: "classement des remplaçants d'une vacation (page entière), médiane",
    value: median(page.timings),
    unit: "ms",
    budget: 300,
    detail: `/admin/replacements/:id, 200 employés sous contrat, une vacation du vendredi soir que 100 peuvent prendre, règles du travail évaluées pour chacun, ${RUNS} requêtes, p95 ${percentile(page.timings, 95).toFixed(0)} ms, HTML ${Math.round(page.bytes / 1024)} KB`,
  };
}

/** A password credential for one of the seeded employees, written as Better Auth writes it: they can then sign in. */
export async function givePassword(connection: Connection, userId: string, password: string) {
  await connection.db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: await hashPassword(password),
  });
}

/**
 * /my-schedule on the week of that shift, as one of the employees free then opens it (given a password by
 * `givePassword`): their week, and the open shifts the rules let them take.
 */
export async function timeEmployeeWeek(
  url: string,
  employee: { email: string; password: string },
  week: string,
): Promise<BenchRow> {
  const cookie = await signIn(url, employee);
  const page = await timeStaffPage(url, `/my-schedule?semaine=${week}`, cookie, RUNS);
  return {
    name: "semaine d'un employé avec les vacations qu'il peut prendre (page entière), médiane",
    value: median(page.timings),
    unit: "ms",
    budget: 200,
    detail: `/my-schedule, une année de séries, la vacation libérée du vendredi soir évaluée pour lui par les règles du travail, ${RUNS} requêtes, p95 ${percentile(page.timings, 95).toFixed(0)} ms, HTML ${Math.round(page.bytes / 1024)} KB`,
  };
}
