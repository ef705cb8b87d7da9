import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/form-data";
import {
  adminCreationQuestion,
  createUserRefusal,
  needsCreationConfirmation,
  needsPromotionConfirmation,
  promotionQuestion,
  roleChangeRefusal,
  statusChangeRefusal,
} from "./users";
import { createUserSchema, USER_MESSAGES } from "./users.schema";

function refusalFor(values: Record<string, string>) {
  const submission = parseWithZod(formData(values), { schema: createUserSchema });
  return submission.status === "success" ? null : createUserRefusal(submission.error);
}

const valid = {
  firstName: "Léa",
  lastName: "Martin",
  email: "lea@exemple.fr",
  password: "motdepasse",
  role: "employee",
};

describe("createUserRefusal", () => {
  it("answers MISSING_REQUIRED_FIELDS when any field is blank", () => {
    expect(refusalFor({ ...valid, lastName: "  " })).toEqual({
      code: "MISSING_REQUIRED_FIELDS",
      message: "Tous les champs sont requis.",
    });
  });

  it("names a bad e-mail, a short password and an unknown role with the product's codes", () => {
    expect(refusalFor({ ...valid, email: "lea@" })).toEqual({
      code: "INVALID_EMAIL_FORMAT",
      message: "Le format de l'email n'est pas valide",
    });
    expect(refusalFor({ ...valid, password: "12345" })).toEqual({
      code: "INVALID_PASSWORD",
      message: "Le mot de passe doit contenir au moins 6 caractères",
    });
    expect(refusalFor({ ...valid, role: "root" })).toEqual({
      code: "INVALID_ROLE",
      message: "Le rôle sélectionné n'est pas valide.",
    });
  });

  it("says which fields are missing when the form arrives empty (Conform sends no value for them)", () => {
    const submission = parseWithZod(formData({ firstName: "", lastName: "", email: "", password: "" }), {
      schema: createUserSchema,
    });
    expect(submission.status === "error" && submission.error).toEqual({
      firstName: ["Le prénom est requis"],
      lastName: ["Le nom est requis"],
      email: ["L'email est requis"],
      password: ["Le mot de passe est requis"],
    });
    expect(refusalFor({})).toEqual({ code: "MISSING_REQUIRED_FIELDS", message: "Tous les champs sont requis." });
  });

  it("with an invitation, needs no password and ignores one sent anyway", () => {
    const { password: _password, ...withoutPassword } = valid;
    expect(refusalFor({ ...withoutPassword, invite: "on" })).toBeNull();
    const submission = parseWithZod(formData({ ...valid, password: "123", invite: "on" }), {
      schema: createUserSchema,
    });
    expect(submission.status === "success" && submission.value).toEqual({
      firstName: "Léa",
      lastName: "Martin",
      email: "lea@exemple.fr",
      role: "employee",
      invite: true,
    });
    expect(refusalFor(withoutPassword)).toEqual({
      code: "MISSING_REQUIRED_FIELDS",
      message: "Tous les champs sont requis.",
    });
  });

  it("defaults the role to employee", () => {
    const { role: _role, ...withoutRole } = valid;
    expect(createUserSchema.parse(withoutRole).role).toBe("employee");
  });
});

describe("roleChangeRefusal", () => {
  const admin = { id: "admin-1", email: "chef@exemple.fr" };
  const owner = "proprio@exemple.fr";
  it("lets an admin change a manager or an employee", () => {
    expect(roleChangeRefusal(admin, { id: "u2", role: "employee" }, "manager", owner)).toBeNull();
    expect(roleChangeRefusal(admin, { id: "u3", role: "manager" }, "admin", owner)).toBeNull();
  });

  it("never turns a client contact's account into a staff account", () => {
    expect(roleChangeRefusal(admin, { id: "c1", role: "client" }, "employee", owner)).toEqual({
      code: "CLIENT_ROLE_FIXED",
      message: USER_MESSAGES.clientRoleFixed,
    });
  });

  it("protects another admin's role, except from the owner account", () => {
    expect(roleChangeRefusal(admin, { id: "admin-2", role: "admin" }, "employee", owner)).toEqual({
      code: "ADMIN_ROLE_PROTECTED",
      message: USER_MESSAGES.adminProtected,
    });
    expect(roleChangeRefusal(admin, { id: "admin-2", role: "admin" }, "employee", undefined)).not.toBeNull();
    expect(roleChangeRefusal(admin, { id: "admin-2", role: "admin" }, "employee", "Chef@Exemple.fr")).toBeNull();
  });

  it("keeps an admin, the owner included, from demoting themself", () => {
    expect(roleChangeRefusal(admin, { id: admin.id, role: "admin" }, "manager", owner)?.message).toBe(
      USER_MESSAGES.selfDemotion,
    );
    expect(roleChangeRefusal(admin, { id: admin.id, role: "admin" }, "manager", admin.email)?.message).toBe(
      USER_MESSAGES.selfDemotion,
    );
    expect(roleChangeRefusal(admin, { id: admin.id, role: "admin" }, "admin", owner)).toBeNull();
  });
});

describe("needsPromotionConfirmation", () => {
  it("asks only when someone who is not an admin becomes one without confirming", () => {
    expect(needsPromotionConfirmation({ id: "u", role: "employee" }, "admin", false)).toBe(true);
    expect(needsPromotionConfirmation({ id: "u", role: "manager" }, "admin", false)).toBe(true);
    expect(needsPromotionConfirmation({ id: "u", role: "manager" }, "admin", true)).toBe(false);
    expect(needsPromotionConfirmation({ id: "u", role: "employee" }, "manager", false)).toBe(false);
    expect(needsPromotionConfirmation({ id: "u", role: "admin" }, "employee", false)).toBe(false);
    expect(needsPromotionConfirmation({ id: "u", role: "admin" }, "admin", false)).toBe(false);
  });
});

describe("needsCreationConfirmation", () => {
  it("asks only when an account is created with the admin role and not confirmed", () => {
    expect(needsCreationConfirmation("admin", false)).toBe(true);
    expect(needsCreationConfirmation("admin", true)).toBe(false);
    expect(needsCreationConfirmation("manager", false)).toBe(false);
    expect(needsCreationConfirmation("employee", false)).toBe(false);
  });

  it("names the person in the question", () => {
    expect(adminCreationQuestion("Anne Chef")).toContain("Créer le compte de Anne Chef avec le rôle Administrateur ?");
  });
});

describe("statusChangeRefusal", () => {
  const admin = { id: "admin-1", email: "chef@exemple.fr" };
  it("never lets an account deactivate itself", () => {
    expect(statusChangeRefusal(admin, { id: admin.id, role: "admin" }, admin.email)?.code).toBe("SELF_DEACTIVATION");
  });

  it("lets any admin deactivate a non-admin, and only the owner another admin", () => {
    expect(statusChangeRefusal(admin, { id: "e", role: "employee" }, undefined)).toBeNull();
    expect(statusChangeRefusal(admin, { id: "a2", role: "admin" }, "autre@exemple.fr")).toEqual({
      code: "ADMIN_ACCOUNT_PROTECTED",
      message: USER_MESSAGES.adminAccountProtected,
    });
    expect(statusChangeRefusal(admin, { id: "a2", role: "admin" }, "chef@exemple.fr")).toBeNull();
  });
});

describe("promotionQuestion", () => {
  it("names the person", () => {
    expect(promotionQuestion("Léa Martin")).toContain("Donner le rôle Administrateur à Léa Martin ?");
  });
});
