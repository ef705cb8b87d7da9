import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, planningAssignments, plannings, punches, session, timesheetWeeks, user } from "../../../db/schema";
import { formData } from "../../../tests/support/form-data";
import { insertPunch } from "../../../tests/support/punch-rows";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import { runAction } from "../../lib/action-runner.server";
import { getAuth } from "../../lib/auth.server";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { deleteExpiredAttendance } from "../attendance/attendance-retention.server";
import { listEmployees } from "./employees.server";
import { EMPLOYEE_INTENTS } from "./employees-actions.server";

/** One intent of /employees, as its status and its Result. */
async function post(intent: string, admin: SessionUser, values: Record<string, string>) {
  const { data, init } = await runAction(EMPLOYEE_INTENTS, intent, formData(values), { admin });
  return { status: init?.status ?? 200, result: data };
}

const anAdmin: SessionUser = { id: "admin-id", email: "chef@exemple.fr", firstName: "A", lastName: "B", role: "admin" };

/** The employee edit form, posted by a plain admin (not the owner account). */
const edit = (id: string, firstName: string, lastName: string, email: string) =>
  post("update", anAdmin, { id, firstName, lastName, email });

describe("editing an employee", () => {
  it("changes names and e-mail, and the new address signs in", async () => {
    const employee = await staff("employee");
    const outcome = await edit(employee.id, "Inès", "Roux", "Apres@Exemple.fr");
    expect(outcome).toMatchObject({ status: 200, result: { ok: true } });
    expect((await listEmployees()).find((row) => row.id === employee.id)).toMatchObject({
      firstName: "Inès",
      lastName: "Roux",
      email: "apres@exemple.fr",
    });
    const signedIn = await getAuth().api.signInEmail({
      body: { email: "apres@exemple.fr", password: employee.password },
    });
    expect(signedIn.user.id).toBe(employee.id);
  });

  it("refuses an address another account uses, changing nothing", async () => {
    const one = await staff("employee");
    const two = await staff("employee");
    const outcome = await edit(one.id, "X", "Y", two.email);
    expect(outcome).toMatchObject({
      status: 409,
      result: { message: "Un utilisateur avec cet email existe déjà." },
    });
    const [row] = await getDb().select().from(user).where(eq(user.id, one.id));
    expect(row).toMatchObject({ email: one.email, firstName: one.firstName });
  });

  it("refuses another admin's identity to an admin that is not the owner, changing nothing", async () => {
    const other = await staff("admin");
    const outcome = await edit(other.id, "Amélie", "Laurent", "pirate@exemple.fr");
    expect(outcome).toMatchObject({ status: 403, result: { code: "ADMIN_IDENTITY_PROTECTED" } });
    const [row] = await getDb().select().from(user).where(eq(user.id, other.id));
    expect(row).toMatchObject({ email: other.email, firstName: other.firstName });
  });
});

describe("deleting an employee", () => {
  it("deletes the account with its sessions, credentials and planning assignments", async () => {
    const admin = await staff("admin");
    const employee = await staff("employee");
    await getAuth().api.signInEmail({ body: { email: employee.email, password: employee.password } });
    const [planning] = await getDb()
      .insert(plannings)
      .values({ title: "Bureaux", startTime: new Date("2026-03-02T08:00:00Z"), endTime: new Date("2026-03-02T10:00Z") })
      .returning();
    await getDb()
      .insert(planningAssignments)
      .values({ planningId: planning?.id ?? "", employeeId: employee.id });

    expect(await post("delete", admin, { id: employee.id })).toMatchObject({ status: 200 });
    for (const [table, column] of [
      [session, session.userId],
      [account, account.userId],
      [planningAssignments, planningAssignments.employeeId],
    ] as const) {
      expect(await getDb().select().from(table).where(eq(column, employee.id))).toEqual([]);
    }
    expect(await getDb().select().from(user).where(eq(user.id, employee.id))).toEqual([]);
  });

  it("refuses deleting oneself or another admin", async () => {
    const admin = await staff("admin");
    const other = await staff("admin");
    expect(await post("delete", admin, { id: admin.id })).toMatchObject({ status: 403 });
    expect(await post("delete", admin, { id: other.id })).toMatchObject({ status: 403 });
    const ids = (await listEmployees()).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, other.id]));
  });

  it("refuses an employee whose punches or validated weeks the law keeps, until the retention job has deleted them", async () => {
    const admin = await staff("admin");
    const punched = await staff("employee");
    const validated = await staff("employee");
    const punchId = await insertPunch({
      employeeId: punched.id,
      siteId: await insertSite(`Tour ${crypto.randomUUID()}`),
      kind: "in",
      at: "2026-03-02T06:00:00Z",
    });
    await getDb().insert(timesheetWeeks).values({ employeeId: validated.id, monday: "2026-03-02" });

    for (const employee of [punched, validated]) {
      expect(await post("delete", admin, { id: employee.id })).toMatchObject({
        status: 409,
        result: {
          code: "PAY_RECORDS_KEPT",
          message:
            "Impossible de supprimer cet employé : ses pointages et ses semaines validées sont gardés cinq ans, comme la loi le demande. Désactivez son compte dans Utilisateurs.",
        },
      });
      expect(await getDb().select().from(user).where(eq(user.id, employee.id))).toHaveLength(1);
    }
    expect(await getDb().select().from(punches).where(eq(punches.id, punchId))).toHaveLength(1);

    await deleteExpiredAttendance(new Date("2031-03-10T12:00:00Z"));
    expect(await post("delete", admin, { id: punched.id })).toMatchObject({ status: 200 });
    expect(await post("delete", admin, { id: validated.id })).toMatchObject({ status: 200 });
  });
});
