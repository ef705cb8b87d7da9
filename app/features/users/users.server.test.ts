import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../../db/schema";
import { formData } from "../../../tests/support/form-data";
import { openSession, sessionsOf } from "../../../tests/support/sessions";
import type { Role } from "../../domain/enums";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import type { Result } from "../../lib/result";
import { PARIS } from "../../lib/time";
import { createUserAccount } from "./create-user.server";
import { findPromotionToConfirm, listUsers } from "./users.server";
import { runUsersAction } from "./users-actions.server";

async function account(email: string, role: Role, firstName = "Prénom") {
  const { id } = await createUserAccount({ email, password: "motdepasse-solide", role, firstName, lastName: "Nom" });
  return { id, email, firstName, lastName: "Nom", role } satisfies SessionUser;
}

const OWNER = "proprio@exemple.fr";

/** An action's answer as its status and its Result (or the redirect's status and location). */
const answer = (outcome: Response | { data: Result; init: ResponseInit | null }) =>
  outcome instanceof Response
    ? { status: outcome.status, location: outcome.headers.get("Location") }
    : { status: outcome.init?.status ?? 200, result: outcome.data };

const anAdmin: SessionUser = { id: "admin-id", email: "chef@exemple.fr", firstName: "A", lastName: "B", role: "admin" };

/** A form of /admin/users posted by that admin, the owner account being OWNER unless told otherwise. */
const usersAction = (intent: string, fields: Record<string, string>, admin: SessionUser, ownerEmail = OWNER) =>
  runUsersAction(intent, formData(fields), { admin, ownerEmail });

/** The create-user form posted to /admin/users. */
const createUser = async (values: Record<string, string>) => answer(await usersAction("create", values, anAdmin));

const roleOf = async (id: string) => (await getDb().select().from(user).where(eq(user.id, id)))[0]?.role;

describe("creating a user", () => {
  it("refuses an admin password under 12 characters and a common one, on the password field, creating nothing", async () => {
    for (const [role, email, password, message] of [
      [
        "admin",
        "court@exemple.fr",
        "secret-42",
        "Le mot de passe d'un administrateur doit contenir au moins 12 caractères",
      ],
      ["manager", "courant@exemple.fr", "password1", "Ce mot de passe est trop courant : choisissez-en un autre"],
    ] as const) {
      const refused = await createUser({ firstName: "Zoé", lastName: "Roy", role, email, password, confirm: "oui" });
      expect(refused).toMatchObject({ status: 400, result: { ok: false, code: "INVALID_PASSWORD", message } });
      expect(refused.result?.submission?.error?.password).toEqual([message]);
      expect((await listUsers(PARIS)).some((row) => row.email === email)).toBe(false);
    }
  });

  it("creates the account with the chosen role, then refuses the same e-mail", async () => {
    const values = {
      firstName: "Hugo",
      lastName: "Petit",
      email: "Hugo@Exemple.fr",
      password: "secret-maison-42",
      role: "manager",
    };
    const created = await createUser(values);
    expect(created).toMatchObject({ status: 200, result: { ok: true, intent: "create", message: "Utilisateur créé" } });
    expect((await listUsers(PARIS)).find((row) => row.email === "hugo@exemple.fr")).toMatchObject({ role: "manager" });
    expect(await createUser(values)).toMatchObject({
      status: 409,
      result: { ok: false, code: "USER_ALREADY_EXISTS", message: "Un utilisateur avec cet email existe déjà." },
    });
  });

  it("answers MISSING_REQUIRED_FIELDS and creates nothing", async () => {
    const before = (await listUsers(PARIS)).length;
    const outcome = await createUser({ firstName: "", lastName: "", email: "", password: "" });
    expect(outcome).toMatchObject({ status: 400, result: { code: "MISSING_REQUIRED_FIELDS" } });
    expect(await listUsers(PARIS)).toHaveLength(before);
  });
});

describe("changing a role", () => {
  it("changes an employee's role", async () => {
    const admin = await account("chef@exemple.fr", "admin");
    const employee = await account("emp@exemple.fr", "employee");
    const outcome = await usersAction("role", { userId: employee.id, newRole: "manager" }, admin);
    expect(answer(outcome)).toMatchObject({ status: 200, result: { message: "Rôle mis à jour" } });
    expect(await roleOf(employee.id)).toBe("manager");
  });

  it("refuses another admin's role, its own demotion and an unknown role, changing nothing", async () => {
    const admin = await account("a1@exemple.fr", "admin");
    const other = await account("a2@exemple.fr", "admin");
    const employee = await account("e1@exemple.fr", "employee");
    expect(answer(await usersAction("role", { userId: other.id, newRole: "employee" }, admin))).toMatchObject({
      status: 403,
      result: {
        code: "ADMIN_ROLE_PROTECTED",
        message: "Rôle non modifiable : Impossible de modifier le rôle d'un autre administrateur.",
      },
    });
    expect(answer(await usersAction("role", { userId: admin.id, newRole: "employee" }, admin))).toMatchObject({
      status: 403,
    });
    expect(answer(await usersAction("role", { userId: employee.id, newRole: "root" }, admin))).toMatchObject({
      status: 400,
      result: { code: "INVALID_ROLE", message: "Rôle invalide sélectionné." },
    });
    expect([await roleOf(admin.id), await roleOf(other.id), await roleOf(employee.id)]).toEqual([
      "admin",
      "admin",
      "employee",
    ]);
  });

  it("asks to confirm a promotion to admin, and applies it only with confirm", async () => {
    const admin = await account("chef2@exemple.fr", "admin");
    const manager = await account("futur@exemple.fr", "manager", "Inès");
    expect(answer(await usersAction("role", { userId: manager.id, newRole: "admin" }, admin))).toEqual({
      status: 303,
      location: `/admin/users?promouvoir=${manager.id}`,
    });
    expect(await roleOf(manager.id)).toBe("manager");
    expect(await findPromotionToConfirm(new URL(`http://site.test/admin/users?promouvoir=${manager.id}`))).toEqual({
      userId: manager.id,
      name: "Inès Nom",
    });
    const confirmed = await usersAction("role", { userId: manager.id, newRole: "admin", confirm: "oui" }, admin);
    expect(answer(confirmed)).toMatchObject({ status: 200, result: { message: "Rôle mis à jour" } });
    expect(await roleOf(manager.id)).toBe("admin");
    expect(await findPromotionToConfirm(new URL(`http://site.test/admin/users?promouvoir=${manager.id}`))).toBeNull();
  });

  it("lets the owner account demote another admin, whose sessions end at once", async () => {
    const owner = await account(OWNER, "admin");
    const other = await account("second@exemple.fr", "admin");
    await openSession(other.id);
    const outcome = await usersAction("role", { userId: other.id, newRole: "manager" }, owner);
    expect(answer(outcome)).toMatchObject({ status: 200, result: { message: "Rôle mis à jour" } });
    expect(await roleOf(other.id)).toBe("manager");
    expect(await sessionsOf(other.id)).toBe(0);
  });
});

describe("deactivating and reactivating", () => {
  const banned = async (id: string) => (await getDb().select().from(user).where(eq(user.id, id)))[0]?.banned;

  it("deactivates an employee (sessions ended at once, shown in the list), then reactivates it", async () => {
    const admin = await account("st-admin@exemple.fr", "admin");
    const employee = await account("st-emp@exemple.fr", "employee");
    await openSession(employee.id);
    const off = await usersAction("status", { userId: employee.id, active: "false" }, admin);
    expect(answer(off)).toMatchObject({ status: 200, result: { ok: true, message: "Compte désactivé" } });
    expect(await banned(employee.id)).toBe(true);
    expect(await sessionsOf(employee.id)).toBe(0);
    expect((await listUsers(PARIS)).find((row) => row.id === employee.id)?.active).toBe(false);
    const on = await usersAction("status", { userId: employee.id, active: "true" }, admin);
    expect(answer(on)).toMatchObject({ status: 200, result: { message: "Compte réactivé" } });
    expect((await listUsers(PARIS)).find((row) => row.id === employee.id)?.active).toBe(true);
  });

  it("refuses another admin's account to a plain admin (403) and its own to anyone; the owner may", async () => {
    const admin = await account("st-a1@exemple.fr", "admin");
    const other = await account("st-a2@exemple.fr", "admin");
    await openSession(other.id);
    expect(answer(await usersAction("status", { userId: other.id, active: "false" }, admin))).toMatchObject({
      status: 403,
      result: { code: "ADMIN_ACCOUNT_PROTECTED" },
    });
    expect(answer(await usersAction("status", { userId: admin.id, active: "false" }, admin))).toMatchObject({
      status: 403,
      result: { code: "SELF_DEACTIVATION" },
    });
    expect([await banned(other.id), await banned(admin.id), await sessionsOf(other.id)]).toEqual([false, false, 1]);
    const asOwner = await usersAction("status", { userId: other.id, active: "false" }, admin, admin.email);
    expect(answer(asOwner)).toMatchObject({ status: 200 });
    expect([await banned(other.id), await sessionsOf(other.id)]).toEqual([true, 0]);
  });
});
