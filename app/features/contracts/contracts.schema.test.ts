import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/form-data";
import { PARIS } from "../../lib/time";
import {
  absenceFormSchema,
  CONTRACT_MESSAGES,
  contractFormSchema,
  detailsFormSchema,
  endContractSchema,
} from "./contracts.schema";

const contract = { kind: "cdi", weeklyHours: "24,5", startsOn: "2026-03-02", endsOn: "" };
const absence = { kind: "paid_leave", startsOn: "2026-08-03", endsOn: "2026-08-14", note: "" };

function parse(schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) {
  return parseWithZod(formData(values), { schema });
}
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) => {
  const submission = parse(schema, values);
  return submission.status === "error" ? submission.error : null;
};

describe("contract form", () => {
  it("reads hours in quarter hours, an unticked night worker, empty dates as null", () => {
    const submission = parse(contractFormSchema, contract);
    expect(submission.status === "success" && submission.value).toEqual({
      kind: "cdi",
      weeklyHours: 24.5,
      nightWorker: false,
      under16RequestOn: null,
      startsOn: "2026-03-02",
      endsOn: null,
    });
    const night = parse(contractFormSchema, {
      ...contract,
      weeklyHours: "12.25",
      nightWorker: "on",
      under16RequestOn: "2026-02-20",
    });
    expect(night.status === "success" && night.value).toMatchObject({
      weeklyHours: 12.25,
      nightWorker: true,
      under16RequestOn: "2026-02-20",
    });
  });

  it.each(["0", "48,5", "12,1", "-3", "trente", "100"])("refuses %s hours with the French message", (hours) => {
    expect(errorsOf(contractFormSchema, { ...contract, weeklyHours: hours })).toEqual({
      weeklyHours: ["Les heures doivent être comprises entre 0 et 48, par quarts d'heure."],
    });
  });

  it("asks under 16 h a week for the date of the employee's written request, and accepts it with one", () => {
    expect(errorsOf(contractFormSchema, { ...contract, weeklyHours: "15,75" })).toEqual({
      under16RequestOn: [
        "Moins de 16 h par semaine : indiquez la date de la demande écrite du salarié (CCN propreté, art. 6.2.4).",
      ],
    });
    expect(parse(contractFormSchema, { ...contract, weeklyHours: "16" }).status).toBe("success");
    expect(parse(contractFormSchema, { ...contract, weeklyHours: "8", under16RequestOn: "2026-02-20" }).status).toBe(
      "success",
    );
  });

  it("accepts 48 hours, the legal maximum", () => {
    expect(parse(contractFormSchema, { ...contract, weeklyHours: "48" }).status).toBe("success");
  });

  it("names every missing field", () => {
    expect(errorsOf(contractFormSchema, {})).toEqual({
      kind: ["Ce champ est requis"],
      weeklyHours: ["Ce champ est requis"],
      startsOn: ["Ce champ est requis"],
    });
  });

  it("wants the end after the start, and an end for a CDD", () => {
    expect(errorsOf(contractFormSchema, { ...contract, endsOn: "2026-03-02" })).toEqual({
      endsOn: ["La date de fin doit être postérieure à la date de début."],
    });
    expect(errorsOf(contractFormSchema, { ...contract, kind: "cdd" })).toEqual({
      endsOn: ["Un CDD doit avoir une date de fin."],
    });
    expect(parse(contractFormSchema, { ...contract, kind: "cdd", endsOn: "2026-08-31" }).status).toBe("success");
  });

  it("refuses a day that does not exist", () => {
    expect(errorsOf(contractFormSchema, { ...contract, startsOn: "2026-02-30" })).toEqual({
      startsOn: ["Date invalide"],
    });
  });

  it("closing a contract needs its last day", () => {
    expect(errorsOf(endContractSchema, { id: "x" })).toEqual({ endsOn: ["Ce champ est requis"] });
  });

  it("keeps the messages the pages show", () => {
    expect(CONTRACT_MESSAGES.hours).toBe("Les heures doivent être comprises entre 0 et 48, par quarts d'heure.");
  });
});

describe("absence form", () => {
  it("reads an absence, an empty note as null", () => {
    const submission = parse(absenceFormSchema(PARIS), absence);
    expect(submission.status === "success" && submission.value).toEqual({ ...absence, halfDay: null, note: null });
    expect(parse(absenceFormSchema(PARIS), { ...absence, endsOn: absence.startsOn }).status).toBe("success");
  });

  it("wants the end on or after the start", () => {
    expect(errorsOf(absenceFormSchema(PARIS), { ...absence, endsOn: "2026-08-02" })).toEqual({
      endsOn: ["La date de fin doit être identique ou postérieure à la date de début."],
    });
  });

  it("names missing fields, an unknown kind and a note over 500 characters", () => {
    expect(errorsOf(absenceFormSchema(PARIS), {})).toEqual({
      kind: ["Ce champ est requis"],
      startsOn: ["Ce champ est requis"],
      endsOn: ["Ce champ est requis"],
    });
    expect(errorsOf(absenceFormSchema(PARIS), { ...absence, kind: "holiday", note: "x".repeat(501) })).toEqual({
      kind: ["Veuillez choisir une valeur de la liste"],
      note: ["Ce champ ne peut pas dépasser 500 caractères"],
    });
  });
});

describe("details form", () => {
  it("reads a French phone, a hire date and a payroll number, empty as null", () => {
    const submission = parse(detailsFormSchema, {
      phone: "06 12 34 56 78",
      hiredOn: "2024-09-01",
      payrollNumber: "M-042",
    });
    expect(submission.status === "success" && submission.value).toEqual({
      phone: "06 12 34 56 78",
      hiredOn: "2024-09-01",
      payrollNumber: "M-042",
    });
    const empty = parse(detailsFormSchema, { phone: "", hiredOn: "", payrollNumber: "" });
    expect(empty.status === "success" && empty.value).toEqual({ phone: null, hiredOn: null, payrollNumber: null });
    expect(errorsOf(detailsFormSchema, { phone: "12", payrollNumber: "M 042" })).toEqual({
      phone: ["Format de téléphone invalide (format français attendu)"],
      payrollNumber: ["Le matricule de paie ne contient que des lettres, des chiffres, « - » ou « _ » (20 au plus)."],
    });
  });
});
