import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/form-data";
import { scheduleActionSchema } from "./schedules.schema";

function parse(values: Record<string, string | string[]>) {
  return parseWithZod(formData(values), { schema: scheduleActionSchema("Europe/Paris") });
}

function errorsOf(values: Record<string, string | string[]>) {
  const submission = parse(values);
  return submission.status === "error" ? submission.error : undefined;
}

const REQUIRED = "Veuillez remplir tous les champs obligatoires.";
const details = { title: "Vitres", startTime: "2026-03-30T08:00", endTime: "2026-03-30T11:00" };
/** The create form for one employee and the details above, with `extra`'s fields. */
const creating = (extra: Record<string, string | string[]>) => ({
  intent: "create",
  employeeIds: "u1",
  ...details,
  ...extra,
});

describe("planning forms", () => {
  it("names every missing value in French, although the form sends empty strings", () => {
    expect(errorsOf({ intent: "create", title: "", startTime: "", endTime: "" })).toEqual({
      employeeIds: [REQUIRED],
      title: [REQUIRED],
      startTime: [REQUIRED],
      endTime: [REQUIRED],
    });
    expect(errorsOf({ intent: "update", planningId: "p", ...details, title: "  " })).toEqual({ title: [REQUIRED] });
    expect(errorsOf({ intent: "add-employee", planningId: "p", employeeId: "", ...details })).toEqual({
      employeeId: ["Veuillez sélectionner un utilisateur."],
    });
    expect(errorsOf({ intent: "remove-employee", planningId: "p" })).toEqual({
      assignmentId: ["Veuillez sélectionner un employé à retirer."],
    });
    expect(errorsOf({ intent: "pirater" })).toEqual({ intent: ["Action inconnue."] });
  });

  it("refuses an end before the start, and a Paris time that does not exist", () => {
    expect(errorsOf({ intent: "update-one", assignmentId: "s", ...details, endTime: "2026-03-30T07:00" })).toEqual({
      endTime: ["La date de fin doit être postérieure à la date de début."],
    });
    expect(errorsOf({ intent: "update-one", assignmentId: "s", ...details, startTime: "2026-03-29T02:30" })).toEqual({
      startTime: ["Cette heure n'existe pas à Paris (passage à l'heure d'été) : choisissez une heure après 03:00."],
    });
  });

  it("reads one intent into its own fields, the details in Paris time, the confirmation and its reason", () => {
    const submission = parse(
      creating({ location: " ", confirmOverlap: "true", labourReason: " Renfort pour l'inventaire " }),
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "create",
      employeeIds: ["u1"],
      confirmed: true,
      labourReason: "Renfort pour l'inventaire",
      labourReasonCode: null,
      repeat: null,
      details: {
        title: "Vitres",
        location: null,
        siteId: null,
        description: null,
        start: new Date("2026-03-30T06:00:00.000Z"),
        end: new Date("2026-03-30T09:00:00.000Z"),
        breakMinutes: 0,
      },
    });
    const plain = parse({ intent: "delete", planningId: "p" });
    expect(plain.status === "success" && plain.value).toEqual({
      intent: "delete",
      planningId: "p",
      scope: "occurrence",
    });
  });

  it("reads 'Répéter' into weekdays, an interval, an optional last day and whether public holidays are worked", () => {
    const submission = parse(
      creating({
        repeat: "weekly",
        repeatDays: ["FR", "MO", "MO"],
        repeatInterval: "2",
        repeatUntil: "2026-06-30",
        repeatHolidays: "worked",
      }),
    );
    expect(submission.status === "success" && submission.value.intent === "create" && submission.value.repeat).toEqual({
      days: ["FR", "MO"],
      interval: 2,
      until: "2026-06-30",
      worksPublicHolidays: true,
    });
    const open = parse(creating({ repeat: "weekly", repeatDays: "MO" }));
    expect(open.status === "success" && open.value.intent === "create" && open.value.repeat).toEqual({
      days: ["MO"],
      interval: 1,
      until: null,
      worksPublicHolidays: false,
    });
    expect(errorsOf(creating({ repeat: "weekly", repeatDays: "MO", repeatHolidays: "parfois" }))).toEqual({
      repeatHolidays: ["Choix des jours fériés invalide."],
    });
  });

  it("reads the break in minutes, and refuses one negative, not whole, or as long as the planning, in French", () => {
    const read = parse(creating({ breakMinutes: "30" }));
    expect(read.status === "success" && read.value.intent === "create" && read.value.details.breakMinutes).toBe(30);
    expect(errorsOf(creating({ breakMinutes: "-5" }))).toEqual({
      breakMinutes: ["La pause ne peut pas être négative."],
    });
    expect(errorsOf(creating({ breakMinutes: "12.5" }))).toEqual({
      breakMinutes: ["La pause est un nombre entier de minutes."],
    });
    // The planning lasts 3 hours: 180 minutes of break leave no work.
    for (const minutes of ["180", "240"]) {
      expect(errorsOf(creating({ breakMinutes: minutes }))).toEqual({
        breakMinutes: ["La pause doit être plus courte que la vacation."],
      });
    }
    const longest = parse(creating({ breakMinutes: "179" }));
    expect(
      longest.status === "success" && longest.value.intent === "create" && longest.value.details.breakMinutes,
    ).toBe(179);
  });

  it("refuses a repetition without a day, with a bad interval or ending before it starts, in French", () => {
    expect(errorsOf(creating({ repeat: "weekly", repeatInterval: "0" }))).toEqual({
      repeatDays: ["Choisissez au moins un jour de répétition."],
      repeatInterval: ["L'intervalle doit être un nombre entier de semaines, de 1 à 52."],
    });
    expect(errorsOf({ intent: "update", planningId: "p", ...details, repeat: "weekly", repeatDays: "XX" })).toEqual({
      "repeatDays[0]": ["Choisissez au moins un jour de répétition."],
    });
    expect(
      errorsOf({
        intent: "update",
        planningId: "p",
        ...details,
        repeat: "weekly",
        repeatDays: "MO",
        repeatUntil: "2026-03-29",
      }),
    ).toEqual({ repeatUntil: ["La date de fin de répétition doit être postérieure à la date de début."] });
    expect(errorsOf({ intent: "delete", planningId: "p", scope: "tout" })).toEqual({
      scope: ["Portée de la modification invalide."],
    });
  });
});
