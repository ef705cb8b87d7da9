import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../../db/schema";
import type { Role } from "../../domain/roles";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import type { Result } from "../../lib/result";
import { createUserAccount } from "./create-user.server";
import { changeUserRole, createUserFromForm, listUsers } from "./users.server";

function form(values: Record<string, string>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) formData.set(key, value);
  return formData;
}

async function account(email: string, role: Role, firstName = "Prénom") {
  const { id } = await createUserAccount({ email, password: "motdepasse-solide", role, firstName, lastName: "Nom" });
  return { id, email, firstName, lastName: "Nom", role } satisfies SessionUser;
}

/** An action's answer as its status and its Result. */
const answer = ({ data, init }: { data: Result; init: ResponseInit | null }) => ({
  status: init?.status ?? 200,
  result: data,
});

const roleOf = async (id: string) => (await getDb().select().from(user).where(eq(user.id, id)))[0]?.role;

describe("createUserFromForm", () => {
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
      const refused = await createUserFromForm(form({ firstName: "Zoé", lastName: "Roy", role, email, password }));
      expect(refused.init?.status).toBe(400);
      expect(refused.data).toMatchObject({ ok: false, code: "INVALID_PASSWORD", message });
      expect(refused.data.submission?.error?.password).toEqual([message]);
      expect((await listUsers()).some((row) => row.email === email)).toBe(false);
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
    const created = await createUserFromForm(form(values));
    expect(created.init?.status ?? 200).toBe(200);
    expect(created.data).toMatchObject({ ok: true, intent: "create", message: "Utilisateur créé" });
    expect((await listUsers()).find((row) => row.email === "hugo@exemple.fr")).toMatchObject({ role: "manager" });
    const again = await createUserFromForm(form(values));
    expect(again.init?.status).toBe(409);
    expect(again.data).toMatchObject({
      ok: false,
      code: "USER_ALREADY_EXISTS",
      message: "Un utilisateur avec cet email existe déjà.",
    });
  });

  it("answers MISSING_REQUIRED_FIELDS and creates nothing", async () => {
    const before = (await listUsers()).length;
    const outcome = await createUserFromForm(form({ firstName: "", lastName: "", email: "", password: "" }));
    expect(answer(outcome)).toMatchObject({ status: 400, result: { code: "MISSING_REQUIRED_FIELDS" } });
    expect(await listUsers()).toHaveLength(before);
  });
});

describe("changeUserRole", () => {
  it("changes an employee's role", async () => {
    const admin = await account("chef@exemple.fr", "admin");
    const employee = await account("emp@exemple.fr", "employee");
    const outcome = await changeUserRole(admin, form({ userId: employee.id, newRole: "manager" }));
    expect(answer(outcome)).toMatchObject({ status: 200, result: { message: "Rôle mis à jour" } });
    expect(await roleOf(employee.id)).toBe("manager");
  });

  it("refuses another admin's role, its own demotion and an unknown role, changing nothing", async () => {
    const admin = await account("a1@exemple.fr", "admin");
    const other = await account("a2@exemple.fr", "admin");
    const employee = await account("e1@exemple.fr", "employee");
    expect(answer(await changeUserRole(admin, form({ userId: other.id, newRole: "employee" })))).toMatchObject({
      status: 403,
      result: {
        code: "ADMIN_ROLE_PROTECTED",
        message: "Rôle non modifiable : Impossible de modifier le rôle d'un autre administrateur.",
      },
    });
    expect(answer(await changeUserRole(admin, form({ userId: admin.id, newRole: "employee" })))).toMatchObject({
      status: 403,
    });
    expect(answer(await changeUserRole(admin, form({ userId: employee.id, newRole: "root" })))).toMatchObject({
      status: 400,
      result: { code: "INVALID_ROLE", message: "Rôle invalide sélectionné." },
    });
    expect([await roleOf(admin.id), await roleOf(other.id), await roleOf(employee.id)]).toEqual([
      "admin",
      "admin",
      "employee",
    ]);
  });
});
