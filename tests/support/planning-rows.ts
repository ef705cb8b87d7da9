import { eq } from "drizzle-orm";
import { createUserAccount } from "../../app/features/users/create-user.server";
import { getDb } from "../../app/lib/db.server";
import { planningAssignments, plannings } from "../../db/schema";

type PlanningRow = typeof plannings.$inferInsert;

/** An employee account named as given, its e-mail the first name's (`karim@exemple.fr`); answers its id. */
export async function insertEmployee(firstName: string, lastName: string): Promise<string> {
  const { id } = await createUserAccount({
    email: `${firstName.toLowerCase()}@exemple.fr`,
    password: "motdepasse",
    role: "employee",
    firstName,
    lastName,
  });
  return id;
}

/**
 * Plannings written directly, then the employees on them, by title (`{ Lundi: [karim, sofia] }`), in that order;
 * answers a planning's id by its title.
 */
export async function insertPlannings(rows: PlanningRow[], staffByTitle: Record<string, string[]> = {}) {
  const created = await getDb().insert(plannings).values(rows).returning({ id: plannings.id, title: plannings.title });
  const idOf = (title: string) => {
    const [row, ...others] = created.filter((planning) => planning.title === title);
    if (!row) throw new Error(`no planning « ${title} »`);
    if (others.length > 0) throw new Error(`several plannings « ${title} »: give each its own title`);
    return row.id;
  };
  const assignments = Object.entries(staffByTitle).flatMap(([title, employeeIds]) =>
    employeeIds.map((employeeId) => ({ planningId: idOf(title), employeeId })),
  );
  if (assignments.length > 0) await getDb().insert(planningAssignments).values(assignments);
  return idOf;
}

/** One planning written directly, with the employees on it; answers its id. */
export async function insertPlanning(row: PlanningRow, employeeIds: string[] = []): Promise<string> {
  const idOf = await insertPlannings([row], { [row.title]: employeeIds });
  return idOf(row.title);
}

/** Who is on a planning now, by account id, sorted. */
export async function peopleOn(planningId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ employeeId: planningAssignments.employeeId })
    .from(planningAssignments)
    .where(eq(planningAssignments.planningId, planningId));
  return rows.map((row) => row.employeeId).sort();
}
