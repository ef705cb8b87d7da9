// DEMO_DATA=true: sample employees and plannings on an empty database, so that a demo shows a living schedule.
import { randomBytes } from "node:crypto";
import { count, ne } from "drizzle-orm";
import { createUserAccount } from "../app/features/users/create-user.server";
import { getDb } from "../app/lib/db.server";
import type { Env } from "../app/lib/env.server";
import { shiftDay, todayIn, wallTimeToInstant, weekOf } from "../app/lib/time";
import { employmentContracts, planningAssignments, plannings, user } from "./schema";

const EMPLOYEES = [
  { firstName: "Amélie", lastName: "Laurent", role: "manager" },
  { firstName: "Karim", lastName: "Benali", role: "employee" },
  { firstName: "Sofia", lastName: "Moreau", role: "employee" },
  { firstName: "Thomas", lastName: "Nguyen", role: "employee" },
  { firstName: "Fatou", lastName: "Diallo", role: "employee" },
] as const;

// [day of the week (0 = Monday), start, end, title, location, description, employees (indexes above)]
const PLANNINGS: Array<[number, string, string, string, string | null, string | null, number[]]> = [
  [0, "06:00", "09:00", "Nettoyage des bureaux", "Tour Montparnasse", "Badge à retirer à l'accueil.", [1, 2]],
  [0, "19:00", "21:00", "Vitres du hall", "Opéra", null, [3]],
  [1, "06:30", "08:30", "Sanitaires et cuisine", "Tour Montparnasse", null, [1]],
  [2, "05:30", "07:30", "Salle de restaurant", "Bastille", "Avant l'ouverture du service de midi.", [2, 4]],
  [3, "20:00", "23:00", "Remise en état après travaux", null, "Prévoir l'autolaveuse.", [1, 3, 4]],
  [4, "07:00", "10:00", "Cabinet médical", "Boulogne-Billancourt", "Protocole de désinfection renforcé.", [2]],
  [7, "06:00", "09:00", "Nettoyage des bureaux", "Tour Montparnasse", "Badge à retirer à l'accueil.", [1, 2]],
  [9, "18:00", "20:00", "Vitrines", "Opéra", null, [3, 4]],
];

function at(day: string, time: string, zone: string): Date {
  const result = wallTimeToInstant(`${day}T${time}`, zone);
  if (!result.ok) throw new Error(result.message);
  return result.instant;
}

/** Seeds when DEMO_DATA is on and the database holds no planning and nobody but admins. */
export async function seedDemoData(env: Pick<Env, "DEMO_DATA" | "APP_TIME_ZONE">, now: Date = new Date()) {
  if (!env.DEMO_DATA) return;
  const db = getDb();
  const [planningCount] = await db.select({ value: count() }).from(plannings);
  const [staffCount] = await db.select({ value: count() }).from(user).where(ne(user.role, "admin"));
  if (planningCount?.value || staffCount?.value) return;

  const password = randomBytes(9).toString("base64url");
  const ids: string[] = [];
  for (const person of EMPLOYEES) {
    const email = `${person.firstName}.${person.lastName}@demo.clarte-proprete.fr`
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    ids.push((await createUserAccount({ ...person, email, password })).id);
  }
  const week = weekOf(todayIn(env.APP_TIME_ZONE, now), env.APP_TIME_ZONE);
  if (!week) return;
  await db.transaction(async (tx) => {
    // The employees have worked here for a year; the manager has no contract, so is not planned.
    const employees = ids.filter((_, index) => EMPLOYEES[index]?.role === "employee");
    await tx.insert(employmentContracts).values(
      employees.map((employeeId) => ({
        employeeId,
        kind: "cdi" as const,
        weeklyHours: 35,
        startsOn: shiftDay(week.monday, -364),
      })),
    );
    for (const [offset, start, end, title, location, description, people] of PLANNINGS) {
      const day = shiftDay(week.monday, offset);
      const [created] = await tx
        .insert(plannings)
        .values({
          title,
          location,
          description,
          startTime: at(day, start, env.APP_TIME_ZONE),
          endTime: at(day, end, env.APP_TIME_ZONE),
        })
        .returning({ id: plannings.id });
      if (!created) continue;
      await tx
        .insert(planningAssignments)
        .values(people.flatMap((index) => (ids[index] ? [{ planningId: created.id, employeeId: ids[index] }] : [])));
    }
  });
  console.log(
    `Données de démonstration : ${EMPLOYEES.length} comptes (…@demo.clarte-proprete.fr, mot de passe ${password}) et ${PLANNINGS.length} plannings.`,
  );
}
