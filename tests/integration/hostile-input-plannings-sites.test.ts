import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { action as scheduleAction } from "../../app/routes/admin-schedules";
import { action as sitesAction } from "../../app/routes/admin-sites";
import { planningAssignments, plannings, sites } from "../../db/schema";
import { login } from "../support/login";
import { answerOf } from "../support/route-answer";
import { rowCount } from "../support/row-count";
import { mutateOneField, planningMutations, siteMutations, validPlanningForm, validSiteForm } from "./form-arbitraries";
import {
  expectSays,
  expectStaffFieldRefused,
  hostileForm,
  INVALID_FORM,
  post,
  refused,
  runs,
  siteState,
} from "./hostile-input-helpers";

describe("staff forms: a valid form is applied, one wrong field is refused with its French message", () => {
  it("a planning: created with its employees, or refused (200, ok: false) with nothing written", async () => {
    const { cookie } = await login({ role: "admin" });
    const employees = await Promise.all([1, 2, 3].map(() => login({ role: "employee" })));
    const valid = validPlanningForm(employees.map((employee) => employee.id));
    await fc.assert(
      fc.asyncProperty(valid, async (form) => {
        const before = [await rowCount(plannings), await rowCount(planningAssignments)];
        const answer = await answerOf(scheduleAction, post("/admin/schedules", form, { cookie }));
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ ok: true, description: "Le planning a été ajouté avec succès." });
        expect([await rowCount(plannings), await rowCount(planningAssignments)]).toEqual([
          (before[0] ?? 0) + 1,
          (before[1] ?? 0) + (form.employeeIds as string[]).length,
        ]);
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(mutateOneField(valid, planningMutations), async ({ form, mutation }) => {
        const before = [await rowCount(plannings), await rowCount(planningAssignments)];
        const answer = await answerOf(scheduleAction, post("/admin/schedules", form, { cookie }));
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ ok: false, message: mutation.message });
        expect([await rowCount(plannings), await rowCount(planningAssignments)]).toEqual(before);
      }),
      runs,
    );
  });

  it("a client site: created, or refused (400) with its French message and nothing written", async () => {
    const { cookie } = await login({ role: "manager" });
    await fc.assert(
      fc.asyncProperty(validSiteForm, async (form) => {
        const before = await rowCount(sites);
        const answer = await answerOf(sitesAction, post("/admin/sites?intent=create", form, { cookie }));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body).toMatchObject({ ok: true, message: "Site créé" });
        expect(await rowCount(sites)).toBe(before + 1);
      }),
      runs,
    );
    await expectStaffFieldRefused(
      { valid: validSiteForm, mutations: siteMutations, state: siteState, runs },
      (form) => answerOf(sitesAction, post("/admin/sites?intent=create", form, { cookie })),
      (answer) => expectSays(answer, INVALID_FORM),
    );
  });

  it("a client site: an employee's post is refused (403) before anything is read", async () => {
    const { cookie } = await login({ role: "employee" });
    const before = await siteState();
    const form = { name: "Intrus", clientName: "X", address: "1 rue", postalCode: "75001", city: "Paris" };
    for (const intent of ["create", "update", "archive", "reactivate", "delete"]) {
      const answer = await answerOf(sitesAction, post(`/admin/sites?intent=${intent}`, form, { cookie }));
      expect(answer.status).toBe(403);
      expectSays(answer, "Accès refusé : vous n'avez pas les droits pour gérer les sites.");
    }
    const visitor = await answerOf(sitesAction, post("/admin/sites?intent=create", form));
    expect(visitor.status).toBe(403);
    expect(await siteState()).toBe(before);
  });
});

describe("hostile input anywhere: never a 5xx, and a refusal changes nothing", () => {
  it("the planning mutations", async () => {
    const { cookie } = await login({ role: "manager" });
    const intents = fc.constantFrom("create", "update", "update-one", "delete", "add-employee", "remove-employee", "x");
    const fields = [
      "planningId",
      "assignmentId",
      "employeeId",
      "employeeIds",
      "title",
      "startTime",
      "endTime",
      "location",
      "siteId",
      "description",
      "confirmOverlap",
      "labourReason",
      "labourReasonCode",
    ];
    await fc.assert(
      fc.asyncProperty(intents, hostileForm(fields), async (intent, form) => {
        const before = [await rowCount(plannings), await rowCount(planningAssignments)];
        const answer = await answerOf(scheduleAction, post("/admin/schedules", { ...form, intent }, { cookie }));
        expect(answer.status).toBeLessThan(500);
        if (answer.body.ok !== true) {
          expect([await rowCount(plannings), await rowCount(planningAssignments)]).toEqual(before);
        }
      }),
      runs,
    );
  });

  it("the site mutations", async () => {
    const { cookie } = await login({ role: "manager" });
    const intents = fc.constantFrom("create", "update", "archive", "reactivate", "delete", "x");
    const fields = [
      ...["id", "name", "clientName", "address", "postalCode", "city", "accessInstructions"],
      ...["accessCode", "contactName", "contactPhone", "active"],
    ];
    await fc.assert(
      fc.asyncProperty(intents, hostileForm(fields), async (intent, form) => {
        const before = await siteState();
        const answer = await answerOf(sitesAction, post(`/admin/sites?intent=${intent}`, form, { cookie }));
        expect(answer.status).toBeLessThan(500);
        if (refused(answer)) expect(await siteState()).toBe(before);
      }),
      runs,
    );
  });
});
