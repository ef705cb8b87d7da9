import { describe, expect, it } from "vitest";
import { ADMIN_IDENTITY_PROTECTED, identityEditRefusal, isOwner, mayActOnAdmin } from "./admin-containment";

const actor = { id: "a", email: "Chef@Exemple.fr" };

describe("identityEditRefusal", () => {
  it("lets an admin edit itself and non-admins", () => {
    expect(identityEditRefusal(actor, { id: "a", role: "admin" }, undefined)).toBeNull();
    expect(identityEditRefusal(actor, { id: "b", role: "employee" }, undefined)).toBeNull();
    expect(identityEditRefusal(actor, { id: "b", role: "manager" }, undefined)).toBeNull();
  });

  it("refuses another admin's identity, except to the owner account", () => {
    expect(identityEditRefusal(actor, { id: "b", role: "admin" }, undefined)).toEqual(ADMIN_IDENTITY_PROTECTED);
    expect(identityEditRefusal(actor, { id: "b", role: "admin" }, "autre@exemple.fr")).toEqual(
      ADMIN_IDENTITY_PROTECTED,
    );
    expect(identityEditRefusal(actor, { id: "b", role: "admin" }, "chef@exemple.fr")).toBeNull();
  });

  it("recognises the owner case-insensitively, and nobody without ADMIN_EMAIL", () => {
    expect(isOwner(actor, "CHEF@exemple.fr")).toBe(true);
    expect(isOwner(actor, undefined)).toBe(false);
  });
});

describe("mayActOnAdmin", () => {
  it("lets any admin act on itself and non-admins, and only the owner on another admin", () => {
    expect(mayActOnAdmin(actor, { id: "a", role: "admin" }, undefined)).toBe(true);
    expect(mayActOnAdmin(actor, { id: "b", role: "employee" }, undefined)).toBe(true);
    expect(mayActOnAdmin(actor, { id: "b", role: "admin" }, "autre@exemple.fr")).toBe(false);
    expect(mayActOnAdmin(actor, { id: "b", role: "admin" }, "chef@exemple.fr")).toBe(true);
  });
});
