import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../../db/schema";
import { assignedShift, cdi, recordAbsence } from "../../../tests/support/labour-fixtures";
import { login } from "../../../tests/support/login";
import { getDb } from "../../lib/db.server";
import { PARIS, weekOf } from "../../lib/time";
import { addContract } from "../contracts/contracts.server";
import { listStaff } from "./week-staff.server";

type Role = "employee" | "manager" | "admin";

async function account(firstName: string, role: Role = "employee") {
  const id = randomUUID();
  await getDb()
    .insert(user)
    .values({ id, name: firstName, email: `${id}@equipe.test`, firstName, lastName: "Semaine", role });
  return id;
}

// The week of Monday 9 March 2026.
const week = weekOf("2026-03-09", PARIS);

async function staffOfWeek() {
  if (!week) throw new Error("semaine");
  const { pickable, rows } = await listStaff(week, PARIS);
  return { pickable: pickable.map((person) => person.id), rows: rows.map((person) => person.id), people: pickable };
}

describe("listStaff", () => {
  it("offers active accounts with a contract meeting the week, managers and admins only with one", async () => {
    const admin = (await login({ role: "admin" })).id;
    const lucia = await account("Lucía");
    await addContract(lucia, cdi("2025-01-01", 35));
    const bare = await account("Marc");
    const boss = await account("Amélie", "manager");
    const workingBoss = await account("Bruno", "manager");
    await addContract(workingBoss, cdi("2026-03-15", 10));
    const gone = await account("Jules");
    await addContract(gone, { ...cdi("2025-01-01", 35), kind: "cdd", endsOn: "2026-03-08" });
    const off = await account("Paul");
    await addContract(off, cdi("2025-01-01", 35));
    await getDb().update(user).set({ banned: true }).where(eq(user.id, off));
    const waiting = await account("Nina");
    await addContract(waiting, cdi("2025-01-01", 35));
    await getDb().update(user).set({ pendingApproval: true }).where(eq(user.id, waiting));

    const { pickable, rows } = await staffOfWeek();
    expect(pickable).toContain(lucia);
    // A contract from the week's Sunday meets the week.
    expect(pickable).toContain(workingBoss);
    for (const left of [bare, boss, admin, gone, off, waiting]) {
      expect(pickable).not.toContain(left);
      expect(rows).not.toContain(left);
    }
  });

  it("keeps a row, not a choice, for someone still on a shift of the week without a contract", async () => {
    const manager = (await login({ role: "manager" })).id;
    const karim = await account("Karim");
    await assignedShift(karim, "2026-03-10T07:00:00Z", "2026-03-10T10:00:00Z", manager);
    const { pickable, rows } = await staffOfWeek();
    expect(rows).toContain(karim);
    expect(pickable).not.toContain(karim);
  });

  it("sends each person's absences of the week as spans with their reason", async () => {
    const manager = (await login({ role: "manager" })).id;
    const sofia = await account("Sofia");
    await addContract(sofia, cdi("2025-01-01", 35));
    await recordAbsence(sofia, { kind: "paid_leave", startsOn: "2026-03-10", endsOn: "2026-03-10" }, manager);
    await recordAbsence(
      sofia,
      { kind: "sickness", startsOn: "2026-03-12", endsOn: "2026-03-12", halfDay: "afternoon" },
      manager,
    );
    await recordAbsence(sofia, { kind: "paid_leave", startsOn: "2026-03-20", endsOn: "2026-03-21" }, manager);
    const { people } = await staffOfWeek();
    expect(people.find((person) => person.id === sofia)?.absences).toEqual([
      { start: Date.parse("2026-03-09T23:00:00Z"), end: Date.parse("2026-03-10T23:00:00Z"), reason: "Congés payés" },
      {
        start: Date.parse("2026-03-12T11:00:00Z"),
        end: Date.parse("2026-03-12T23:00:00Z"),
        reason: "Arrêt maladie (après-midi)",
      },
    ]);
  });
});
