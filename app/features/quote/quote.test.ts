import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Result } from "../../lib/result";
import { PARIS } from "../../lib/time";
import {
  CUSTOMER_FIELDS,
  fieldsOfStep,
  hiddenFieldsOfStep,
  intentOf,
  QUOTE_FIELDS,
  SERVICE_FIELDS,
  stepOf,
  stepOfErrors,
  submitToast,
} from "./quote";
import { customerSchema, quoteSchema, serviceSchema } from "./quote.schema";

const invalid = (intent: string, error: Record<string, string[]> = {}): Result => ({
  ok: false,
  code: "VALIDATION_ERROR",
  message: "Données du formulaire invalides",
  intent,
  submission: { status: "error", error },
});

describe("quote wizard steps", () => {
  it("shows every field on exactly one step and carries the others hidden", () => {
    expect([...fieldsOfStep(1), ...fieldsOfStep(2)].sort()).toEqual([...QUOTE_FIELDS].sort());
    expect(hiddenFieldsOfStep(2, QUOTE_FIELDS)).toEqual([...fieldsOfStep(1)]);
    expect(hiddenFieldsOfStep(1, QUOTE_FIELDS)).toEqual([...fieldsOfStep(2)]);
    expect(fieldsOfStep(3)).toEqual([]);
  });

  it("sends the visitor back to the step holding the first error", () => {
    expect(stepOfErrors({ area: [], email: [] })).toBe(1);
    expect(stepOfErrors({ area: [] })).toBe(2);
  });

  it("reads the step from the action's answer", () => {
    expect(stepOf(undefined)).toBe(1);
    expect(stepOf({ ok: true, message: "", intent: "next" })).toBe(2);
    expect(stepOf(invalid("next", { email: ["Format d'email invalide"] }))).toBe(1);
    expect(stepOf({ ok: true, message: "", intent: "back" })).toBe(1);
    expect(stepOf({ ok: true, message: "Demande envoyée", intent: "submit" })).toBe(3);
    expect(stepOf(invalid("submit", { area: ["Ce champ est requis"] }))).toBe(2);
    expect(stepOf(invalid("submit", { email: ["x"], area: ["y"] }))).toBe(1);
    expect(stepOf({ ok: false, code: "RATE_LIMIT_EXCEEDED", message: "", intent: "submit", submission: {} })).toBe(2);
  });

  it("takes an unknown button for Suivant", () => {
    expect(intentOf("back")).toBe("back");
    expect(intentOf("submit")).toBe("submit");
    expect(intentOf("x")).toBe("next");
    expect(intentOf(null)).toBe("next");
  });

  it("toasts only a submitted request, with the product's description unless rate-limited", () => {
    expect(submitToast({ ok: true, message: "", intent: "next" })).toBeUndefined();
    expect(submitToast({ ok: true, message: "Demande envoyée", intent: "submit" })).toMatchObject({
      message: "Demande envoyée",
    });
    expect(submitToast(invalid("submit", { propertyType: ["Ce champ est requis"] }))?.message).toBe(
      "Données du formulaire invalides",
    );
    const failed: Result = { ok: false, code: "DATABASE_ERROR", message: "Base indisponible", intent: "submit" };
    expect(submitToast(failed)?.message).toBe(
      "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
    );
    const limited: Result = {
      ok: false,
      code: "RATE_LIMIT_EXCEEDED",
      message: "Trop de tentatives.",
      intent: "submit",
    };
    expect(submitToast(limited)?.message).toBe("Trop de tentatives.");
  });
});

describe("quote schema through Conform", () => {
  it("checks exactly the fields each step shows", () => {
    expect(Object.keys(customerSchema.shape)).toEqual([...CUSTOMER_FIELDS]);
    expect(Object.keys(serviceSchema(PARIS).shape)).toEqual([...SERVICE_FIELDS]);
  });

  it("answers 'Ce champ est requis' for required fields sent empty, and accepts empty optional ones", () => {
    const form = new FormData();
    for (const name of QUOTE_FIELDS) form.set(name, "");
    const submission = parseWithZod(form, { schema: quoteSchema(PARIS) });
    const required = ["name", "email", "phone", "address", "city", "zipCode", "serviceType", "propertyType", "area"];
    expect(submission.reply().error).toEqual(
      Object.fromEntries([...required, "frequency"].map((name) => [name, ["Ce champ est requis"]])),
    );
  });

  describe("start date", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const startDateErrors = (startDate: string) => {
      const form = new FormData();
      form.set("startDate", startDate);
      return parseWithZod(form, { schema: serviceSchema(PARIS) }).reply().error?.startDate;
    };

    it("refuses a day before today in Paris, even when it is still that day elsewhere", () => {
      // 23:30 UTC on 10 March: already 11 March in Paris, still 10 March in New York and in UTC.
      vi.useFakeTimers({ now: new Date("2026-03-10T23:30:00Z"), toFake: ["Date"] });
      expect(startDateErrors("2026-03-10")).toEqual(["La date de début ne peut pas être dans le passé"]);
      expect(startDateErrors("2025-12-31")).toEqual(["La date de début ne peut pas être dans le passé"]);
      expect(startDateErrors("2026-03-11")).toBeUndefined();
      expect(startDateErrors("2026-04-01")).toBeUndefined();
    });

    it("still says 'Date invalide' for a day that does not exist, and accepts no date", () => {
      vi.useFakeTimers({ now: new Date("2026-03-10T12:00:00Z"), toFake: ["Date"] });
      expect(startDateErrors("2020-02-30")).toEqual(["Date invalide"]);
      expect(startDateErrors("")).toBeUndefined();
    });
  });
});
