import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employmentContracts } from "../../../db/schema";
import { expectRefusedBy } from "../../../tests/support/constraint";
import { formData } from "../../../tests/support/form-data";
import { cdi } from "../../../tests/support/labour-fixtures";
import { login } from "../../../tests/support/login";
import { formPost } from "../../../tests/support/requests";
import type { ContractTerms } from "../../domain/contracts";
import { getDb } from "../../lib/db.server";
import { PARIS } from "../../lib/time";
import { action as fileAction } from "../../routes/employee-file";
import { absenceShifts } from "../schedules/vacancies.server";
import { listAbsences } from "./absences.server";
import {
  addContract,
  contractInForce,
  deleteContract,
  endContract,
  listContracts,
  updateContract,
} from "./contracts.server";
import { getEmployeeIdentity, saveEmployeeDetails } from "./employee-file.server";
import { runEmployeeFileAction } from "./employee-file-actions.server";

const terms = (startsOn: string, weeklyHours: number, endsOn: string | null, extra: Partial<ContractTerms> = {}) => ({
  kind: "cdi",
  weeklyHours,
  nightWorker: false,
  under16RequestOn: null,
  startsOn,
  endsOn,
  ...extra,
});

async function employee() {
  return (await login({ role: "employee" })).id;
}

/** Runs the route's action as React Router would, thrown answers included. */
async function post(cookie: string, id: string, intent: string, fields: Record<string, string>) {
  const request = formPost(`/employees/${id}?intent=${intent}`, fields);
  request.headers.set("cookie", cookie);
  try {
    const answer = (await fileAction({ request, params: { id }, context: {} } as never)) as {
      init: ResponseInit | null;
      data: unknown;
    };
    return { status: answer.init?.status ?? 200, data: answer.data };
  } catch (thrown) {
    const answer = thrown as { init?: ResponseInit | null; data?: unknown };
    return { status: answer.init?.status ?? 0, data: answer.data };
  }
}

describe("contracts", () => {
  it("a change of hours closes the running contract the day before, and each date reads its own hours", async () => {
    const id = await employee();
    expect(await addContract(id, cdi("2025-09-01", 24))).toMatchObject({ ok: true, closedOn: null });
    expect(await addContract(id, cdi("2026-03-02", 30, { nightWorker: true }))).toMatchObject({
      ok: true,
      closedOn: "2026-03-01",
    });
    expect(await contractInForce(id, "2026-03-01")).toEqual(terms("2025-09-01", 24, "2026-03-01"));
    expect(await contractInForce(id, "2026-03-02")).toEqual(terms("2026-03-02", 30, null, { nightWorker: true }));
    expect(await contractInForce(id, "2025-08-31")).toBeNull();
    expect((await listContracts(id)).map((row) => row.startsOn)).toEqual(["2026-03-02", "2025-09-01"]);
  });

  it("the database refuses overlapping contracts, and the refusal changes nothing", async () => {
    const id = await employee();
    await addContract(id, cdi("2026-01-05", 35));
    const future = await addContract(id, { ...cdi("2026-09-01", 20), kind: "cdd", endsOn: "2026-12-31" });
    expect(future).toMatchObject({ ok: true, closedOn: "2026-08-31" });
    const before = await listContracts(id);
    // Open-ended from June: the running contract would end in May, but the one from September is in the way.
    expect(await addContract(id, cdi("2026-06-01", 28))).toEqual({ ok: false, reason: "OVERLAP" });
    expect(await listContracts(id)).toEqual(before);
    const [september] = before;
    if (!september) throw new Error("no contract");
    expect(
      await updateContract(id, september.id, { ...cdi("2026-08-01", 20), kind: "cdd", endsOn: "2026-12-31" }),
    ).toEqual({
      ok: false,
      reason: "OVERLAP",
    });
    expect(await listContracts(id)).toEqual(before);
    await expectRefusedBy(
      getDb()
        .insert(employmentContracts)
        .values({ employeeId: id, kind: "cdi", weeklyHours: 10, startsOn: "2026-02-01" }),
      "employment_contracts_no_overlap",
    );
  });

  it("refuses a contract starting the day after the running one began, rather than a one-day contract", async () => {
    const id = await employee();
    await addContract(id, cdi("2026-04-01", 35));
    expect(await addContract(id, cdi("2026-04-02", 30))).toEqual({ ok: false, reason: "TOO_SOON" });
    expect(await listContracts(id)).toHaveLength(1);
  });

  it("the database checks hours, kinds and periods itself", async () => {
    const id = await employee();
    const insert = (values: Partial<typeof employmentContracts.$inferInsert>) =>
      getDb()
        .insert(employmentContracts)
        .values({ employeeId: id, kind: "cdi", weeklyHours: 35, startsOn: "2030-01-01", ...values });
    await expectRefusedBy(insert({ weeklyHours: 48.25 }), "employment_contracts_hours_check");
    await expectRefusedBy(insert({ weeklyHours: 12.1 }), "employment_contracts_hours_check");
    await expectRefusedBy(insert({ weeklyHours: 0 }), "employment_contracts_hours_check");
    await expectRefusedBy(insert({ kind: "cdd" }), "employment_contracts_cdd_end_check");
    await expectRefusedBy(insert({ endsOn: "2030-01-01" }), "employment_contracts_period_check");
    await expectRefusedBy(insert({ kind: "interim" as never }), "employment_contracts_kind_check");
    const [{ n } = { n: 0 }] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(employmentContracts)
      .where(sql`${employmentContracts.employeeId} = ${id}`);
    expect(n).toBe(0);
  });

  it("ends and deletes only the employee's own contracts", async () => {
    const [id, other] = [await employee(), await employee()];
    const added = await addContract(id, cdi("2026-01-05", 35));
    if (!added.ok) throw new Error("not added");
    expect(await endContract(other, added.id, "2026-06-30")).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await endContract(id, added.id, "2026-01-05")).toEqual({ ok: false, reason: "END_BEFORE_START" });
    expect(await endContract(id, added.id, "2026-06-30")).toMatchObject({ ok: true });
    expect(await contractInForce(id, "2026-07-01")).toBeNull();
    expect(await deleteContract(other, added.id)).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect(await deleteContract(id, added.id)).toMatchObject({ ok: true });
    expect(await listContracts(id)).toEqual([]);
  });
});

describe("the employee file's actions", () => {
  /** Posts the contract form for a CDI of so many hours a week from a day, as the holder of `cookie`. */
  const addCdi = (cookie: string, id: string, weeklyHours: string, startsOn: string) =>
    post(cookie, id, "contract-add", { kind: "cdi", weeklyHours, startsOn });

  it("an admin adds a contract and a change of hours; the answer says when the previous one ended", async () => {
    const admin = await login({ role: "admin" });
    const id = await employee();
    const first = await addCdi(admin.cookie, id, "24", "2026-01-05");
    expect(first).toMatchObject({ status: 200, data: { ok: true, message: "Contrat ajouté" } });
    const change = await addCdi(admin.cookie, id, "30,5", "2026-05-04");
    expect(change).toMatchObject({
      status: 200,
      data: { ok: true, description: "Le contrat précédent prend fin le 03/05/2026." },
    });
    expect((await contractInForce(id, "2026-05-04"))?.weeklyHours).toBe(30.5);
  });

  it("an overlap answers 409 with its field message", async () => {
    const admin = await login({ role: "admin" });
    const id = await employee();
    await addCdi(admin.cookie, id, "24", "2026-01-05");
    const same = await addCdi(admin.cookie, id, "20", "2026-01-05");
    expect(same).toMatchObject({
      status: 409,
      data: { code: "OVERLAP", message: "Ce contrat chevauche un autre contrat de cet employé." },
    });
  });

  it("a manager is refused every contract and detail post with 403, and nothing changes; absences are theirs", async () => {
    const manager = await login({ role: "manager" });
    const id = await employee();
    for (const intent of ["contract-add", "contract-update", "contract-end", "contract-delete", "details"]) {
      const refused = await post(manager.cookie, id, intent, {
        kind: "cdi",
        weeklyHours: "24",
        startsOn: "2026-01-05",
        phone: "0612345678",
      });
      expect(refused, intent).toMatchObject({
        status: 403,
        data: { message: "Accès refusé : seul un administrateur peut modifier les contrats." },
      });
    }
    expect(await listContracts(id)).toEqual([]);
    expect((await getEmployeeIdentity(id))?.phone).toBeNull();
    const recorded = await post(manager.cookie, id, "absence-add", {
      kind: "sickness",
      startsOn: "2026-03-02",
      endsOn: "2026-03-04",
    });
    expect(recorded).toMatchObject({ status: 200, data: { ok: true, message: "Absence enregistrée" } });
  });

  it("refuses a half day over several days and an absence over another, changing nothing", async () => {
    const manager = await login({ role: "manager" });
    const id = await employee();
    const halfOfTwo = await post(manager.cookie, id, "absence-add", {
      kind: "other",
      startsOn: "2026-12-21",
      endsOn: "2026-12-22",
      halfDay: "morning",
    });
    expect(halfOfTwo).toMatchObject({
      status: 400,
      data: {
        submission: {
          error: { halfDay: ["Une demi-journée tient en un seul jour : le dernier jour doit être le premier."] },
        },
      },
    });
    expect(await listAbsences(id)).toEqual([]);
    const morning = { kind: "other", startsOn: "2026-12-22", endsOn: "2026-12-22", halfDay: "morning" };
    expect(await post(manager.cookie, id, "absence-add", morning)).toMatchObject({ status: 200 });
    const over = await post(manager.cookie, id, "absence-add", {
      kind: "sickness",
      startsOn: "2026-12-21",
      endsOn: "2026-12-23",
    });
    expect(over).toMatchObject({
      status: 409,
      data: { code: "OVERLAP", message: "Cette absence chevauche une autre absence de cet employé." },
    });
    const afternoon = await post(manager.cookie, id, "absence-add", { ...morning, halfDay: "afternoon" });
    expect(afternoon).toMatchObject({ status: 200, data: { ok: true } });
    expect((await listAbsences(id)).map((absence) => absence.halfDay).sort()).toEqual(["afternoon", "morning"]);
  });

  it("an employee is refused absences too", async () => {
    const self = await login({ role: "employee" });
    const refused = await post(self.cookie, self.id, "absence-add", {
      kind: "paid_leave",
      startsOn: "2026-08-03",
      endsOn: "2026-08-14",
    });
    expect(refused).toMatchObject({ status: 403 });
    expect(await listAbsences(self.id)).toEqual([]);
  });

  it("validation answers 400 with the field's French message and changes nothing", async () => {
    const id = await employee();
    const answer = await runEmployeeFileAction(
      "contract-add",
      { employeeId: id, actorId: id, zone: PARIS, shifts: absenceShifts(PARIS) },
      formData({ kind: "cdi", weeklyHours: "50", startsOn: "2026-01-05" }),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.submission?.error).toEqual({
      weeklyHours: ["Les heures doivent être comprises entre 0 et 48, par quarts d'heure."],
    });
    expect(await listContracts(id)).toEqual([]);
  });

  it("records phone, hire date and payroll number, clears them, and keeps a payroll number to one employee", async () => {
    const id = await employee();
    const details = { phone: "06 12 34 56 78", hiredOn: "2024-09-02", payrollNumber: "M-00042" };
    expect(await saveEmployeeDetails(id, details)).toBe("SAVED");
    expect(await getEmployeeIdentity(id)).toMatchObject(details);
    const other = await employee();
    expect(await saveEmployeeDetails(other, { phone: null, hiredOn: null, payrollNumber: "M-00042" })).toBe(
      "PAYROLL_NUMBER_TAKEN",
    );
    expect(await getEmployeeIdentity(other)).toMatchObject({ payrollNumber: null });
    const none = { phone: null, hiredOn: null, payrollNumber: null };
    await saveEmployeeDetails(id, none);
    expect(await getEmployeeIdentity(id)).toMatchObject(none);
    expect(await saveEmployeeDetails("nobody", none)).toBe("NOT_FOUND");
  });
});
