import { describe, expect, it } from "vitest";
import { deleteRefusal } from "./employees";

describe("deleteRefusal", () => {
  it("lets an admin delete an employee or a manager", () => {
    expect(deleteRefusal("a", { id: "e", role: "employee" })).toBeNull();
    expect(deleteRefusal("a", { id: "m", role: "manager" })).toBeNull();
  });

  it("refuses deleting oneself or another admin", () => {
    expect(deleteRefusal("a", { id: "a", role: "admin" })?.message).toBe(
      "Vous ne pouvez pas supprimer votre propre compte.",
    );
    expect(deleteRefusal("a", { id: "b", role: "admin" })?.message).toBe("Impossible de supprimer un administrateur.");
  });
});
