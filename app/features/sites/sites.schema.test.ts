import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/form-data";
import { createSiteSchema, SITE_MESSAGES, updateSiteSchema } from "./sites.schema";

const valid = {
  name: "Tour Montparnasse",
  clientName: "Montparnasse SA",
  address: "33 avenue du Maine",
  postalCode: "75015",
  city: "Paris",
  accessInstructions: "Badge à l'accueil, local ménage au -1",
  accessCode: "4589B",
  contactName: "Mme Durand",
  contactPhone: "01 23 45 67 89",
  active: "on",
};

const errorsOf = (values: Record<string, string>) => {
  const submission = parseWithZod(formData(values), { schema: createSiteSchema });
  return submission.status === "error" ? submission.error : null;
};

describe("site form", () => {
  it("reads a valid form, empty options as null", () => {
    const submission = parseWithZod(formData(valid), { schema: createSiteSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ name: "Tour Montparnasse", active: true });
    const bare = parseWithZod(formData({ ...valid, accessCode: "", contactName: "", contactPhone: "", active: "" }), {
      schema: createSiteSchema,
    });
    expect(bare.status === "success" && bare.value).toMatchObject({
      accessCode: null,
      contactName: null,
      contactPhone: null,
      active: false,
    });
  });

  it("names a missing required field in French, empty or left out", () => {
    for (const field of ["name", "clientName", "address", "postalCode", "city"]) {
      expect(errorsOf({ ...valid, [field]: "" })?.[field], field).toEqual(["Ce champ est requis"]);
      const { [field]: _, ...without } = valid as Record<string, string>;
      expect(errorsOf(without)?.[field], field).toEqual(["Ce champ est requis"]);
    }
  });

  it("refuses a bad postal code, phone or length with its French message", () => {
    expect(errorsOf({ ...valid, postalCode: "7501" })?.postalCode).toEqual([SITE_MESSAGES.postalCode]);
    expect(errorsOf({ ...valid, postalCode: "75O15" })?.postalCode).toEqual([SITE_MESSAGES.postalCode]);
    expect(errorsOf({ ...valid, contactPhone: "12345" })?.contactPhone).toEqual([
      "Format de téléphone invalide (format français attendu)",
    ]);
    expect(errorsOf({ ...valid, name: "x".repeat(201) })?.name).toEqual([
      "Ce champ ne peut pas dépasser 200 caractères",
    ]);
    expect(errorsOf({ ...valid, accessCode: "x".repeat(101) })?.accessCode).toEqual([
      "Ce champ ne peut pas dépasser 100 caractères",
    ]);
  });

  it("asks the edit form for the site's id", () => {
    const submission = parseWithZod(formData(valid), { schema: updateSiteSchema });
    expect(submission.status === "error" && submission.error?.id).toEqual([SITE_MESSAGES.notFound]);
  });
});
