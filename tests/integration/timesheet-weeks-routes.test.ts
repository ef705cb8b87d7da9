import { describe, expect, it } from "vitest";
import { ATTENDANCE_MESSAGES } from "../../app/features/attendance/attendance.schema";
import { PARIS, shiftDay, shiftWeek, todayIn, weekOf } from "../../app/lib/time";
import { action } from "../../app/routes/employee-punches";
import { punches, timesheetWeeks } from "../../db/schema";
import { employeeRows } from "../support/employee-rows";
import { type LoggedIn, login } from "../support/login";
import { insertPlanning } from "../support/planning-rows";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";
import { insertSite } from "../support/site-rows";

// « Valider la semaine » and « Rouvrir la semaine » through the page: managers only, once the week is over, and a
// validated week refuses corrections until it is reopened.

const thisMonday = weekOf(todayIn(PARIS), PARIS)?.monday ?? "";
const lastMonday = shiftWeek(thisMonday, -1);

function post(who: LoggedIn, employeeId: string, intent: string, fields: Record<string, string>) {
  const request = signedInPost(who, `/employees/${employeeId}/pointages?intent=${intent}`, fields);
  return answerOf(action, request, { id: employeeId });
}

describe("a timesheet week through the page", () => {
  it("is validated by a manager once over, refuses a manual punch while validated, and is reopened", async () => {
    const manager = await login({ role: "manager" });
    const awa = await login({ role: "employee" });
    const siteId = await insertSite(`Tour ${crypto.randomUUID()}`);
    // Last Tuesday, from 05:00 to 08:00 UTC: inside last week in Paris whatever the season.
    const planningId = await insertPlanning(
      {
        title: "Hall",
        siteId,
        startTime: new Date(`${shiftDay(lastMonday, 1)}T05:00:00Z`),
        endTime: new Date(`${shiftDay(lastMonday, 1)}T08:00:00Z`),
      },
      [awa.id],
    );

    const early = await post(manager, awa.id, "week-validate", { monday: thisMonday });
    expect([early.status, early.body.message]).toEqual([409, ATTENDANCE_MESSAGES.weekNotOver]);
    const tuesday = await post(manager, awa.id, "week-validate", { monday: shiftDay(lastMonday, 1) });
    expect([tuesday.status, tuesday.body.ok]).toEqual([400, false]);
    const byEmployee = await post(awa, awa.id, "week-validate", { monday: lastMonday });
    expect(byEmployee.status).not.toBe(200);
    expect(await employeeRows(timesheetWeeks, awa.id)).toEqual([]);

    const validated = await post(manager, awa.id, "week-validate", { monday: lastMonday });
    expect([validated.status, validated.body.message]).toEqual([200, ATTENDANCE_MESSAGES.weekValidated]);
    expect(await employeeRows(timesheetWeeks, awa.id)).toMatchObject([{ monday: lastMonday, validatedBy: manager.id }]);

    const arrival = { planningId, kind: "in", at: `${shiftDay(lastMonday, 1)}T06:05`, reason: "Badge oublié" };
    const locked = await post(manager, awa.id, "punch-add", arrival);
    expect([locked.status, locked.body.message]).toEqual([409, ATTENDANCE_MESSAGES.weekLocked]);
    const written = () => employeeRows(punches, awa.id);
    expect(await written()).toEqual([]);

    const reopened = await post(manager, awa.id, "week-reopen", { monday: lastMonday });
    expect([reopened.status, reopened.body.message]).toEqual([200, ATTENDANCE_MESSAGES.weekReopened]);
    const again = await post(manager, awa.id, "week-reopen", { monday: lastMonday });
    expect([again.status, again.body.message]).toEqual([409, ATTENDANCE_MESSAGES.weekNotValidated]);
    expect((await post(manager, awa.id, "punch-add", arrival)).status).toBe(200);
    expect(await written()).toHaveLength(1);
  });
});
