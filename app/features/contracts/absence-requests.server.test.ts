import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { absenceRequests, absences, planningAssignments } from "../../../db/schema";
import { employeeRows } from "../../../tests/support/employee-rows";
import { assignedShift, recordAbsence } from "../../../tests/support/labour-fixtures";
import { staff } from "../../../tests/support/staff";
import { getDb } from "../../lib/db.server";
import { PARIS } from "../../lib/time";
import { absenceShifts, vacanciesOf } from "../schedules/vacancies.server";
import { decideRequest, listOwnRequests, listPendingRequests, requestLeave } from "./absence-requests.server";
import type { AbsenceInput } from "./contracts.schema";
import { cancelOwnRequest } from "./own-requests.server";

/** The manager's answer, as the staff home's buttons give it. */
const decide = (requestId: string, approve: boolean, managerId: string) =>
  decideRequest(requestId, approve, managerId, absenceShifts(PARIS));
const NOT_PENDING = { ok: false, reason: "NOT_PENDING" };

/** A request of the employee's, accepted as waiting; answers its id. */
async function asked(employeeId: string, period: AbsenceInput = week): Promise<string> {
  const outcome = await requestLeave(employeeId, period);
  if (!outcome.ok) throw new Error("demande refusée");
  return outcome.id;
}

const week: AbsenceInput = {
  kind: "paid_leave",
  startsOn: "2027-06-07",
  endsOn: "2027-06-11",
  halfDay: null,
  note: null,
};

describe("leave requests", () => {
  it("wait for a manager; approved, they become the absence, which frees its shifts", async () => {
    const manager = await staff("manager");
    const anne = await staff("employee", { firstName: "Anne", lastName: "Martin" });
    const shift = await assignedShift(anne.id, "2027-06-08T05:00:00Z", "2027-06-08T07:00:00Z", manager.id);
    const id = await asked(anne.id, { ...week, note: "Mariage de ma sœur" });
    expect(await listPendingRequests()).toContainEqual(
      expect.objectContaining({ id, employee: "Anne Martin", status: "pending", note: "Mariage de ma sœur" }),
    );
    expect(await employeeRows(absences, anne.id)).toHaveLength(0);

    const decided = await decide(id, true, manager.id);
    expect(decided).toMatchObject({ ok: true, freed: 1, employee: { email: anne.email, name: "Anne Martin" } });
    const [absence] = await employeeRows(absences, anne.id);
    expect(absence).toMatchObject({ kind: "paid_leave", startsOn: "2027-06-07", endsOn: "2027-06-11" });
    expect(
      await getDb().select().from(planningAssignments).where(eq(planningAssignments.planningId, shift)),
    ).toHaveLength(0);
    expect((await vacanciesOf([shift])).get(shift)).toHaveLength(1);
    expect(await listOwnRequests(anne.id, "2027-06-01")).toEqual([expect.objectContaining({ status: "approved" })]);
    expect(await decide(id, false, manager.id)).toEqual(NOT_PENDING);
  });

  it("refused, change nothing but their status", async () => {
    const manager = await staff("manager");
    const bob = await staff("employee");
    expect(await decide(await asked(bob.id), false, manager.id)).toMatchObject({ ok: true, freed: 0 });
    expect(await employeeRows(absences, bob.id)).toHaveLength(0);
    expect(await listOwnRequests(bob.id, "2027-06-01")).toEqual([expect.objectContaining({ status: "refused" })]);
  });

  it("are refused over an absence or another waiting request, and only their employee cancels them", async () => {
    const manager = await staff("manager");
    const chloe = await staff("employee");
    const other = await staff("employee");
    await recordAbsence(chloe.id, { kind: "sickness", startsOn: "2027-06-07", endsOn: "2027-06-07" }, manager.id);
    expect(await requestLeave(chloe.id, week)).toEqual({ ok: false, reason: "OVERLAP" });
    const later = { ...week, startsOn: "2027-07-05", endsOn: "2027-07-09" };
    const id = await asked(chloe.id, later);
    expect(await requestLeave(chloe.id, { ...later, startsOn: "2027-07-09", endsOn: "2027-07-12" })).toEqual({
      ok: false,
      reason: "OVERLAP",
    });
    expect(await cancelOwnRequest(absenceRequests, other.id, id)).toBe(false);
    expect(await cancelOwnRequest(absenceRequests, chloe.id, id)).toBe(true);
    expect(await cancelOwnRequest(absenceRequests, chloe.id, id)).toBe(false);
    expect(await decide(id, true, manager.id)).toEqual(NOT_PENDING);
  });

  it("cannot be approved once an absence recorded since overlaps them", async () => {
    const manager = await staff("manager");
    const dan = await staff("employee");
    const id = await asked(dan.id);
    await recordAbsence(dan.id, { kind: "sickness", startsOn: "2027-06-09", endsOn: "2027-06-09" }, manager.id);
    expect(await decide(id, true, manager.id)).toEqual({ ok: false, reason: "OVERLAP" });
    expect(await listPendingRequests()).toContainEqual(expect.objectContaining({ id }));
  });
});
