import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/lib/db.server";
import { PARIS, shiftDay, todayIn } from "../../app/lib/time";
import { action as homeAction } from "../../app/routes/admin-home";
import { action as myScheduleAction } from "../../app/routes/my-schedule";
import { absenceRequests, mailOutbox, unavailabilities } from "../../db/schema";
import { employeeRows } from "../support/employee-rows";
import { type LoggedIn, login } from "../support/login";
import { signedInPost } from "../support/requests";
import { answerOf } from "../support/route-answer";

// A leave request through the pages' actions: asked for oneself only, answered by managers only, told by mail.

const inAMonth = shiftDay(todayIn(PARIS), 30);
const leave = { kind: "paid_leave", startsOn: inAMonth, endsOn: shiftDay(inAMonth, 4), note: "" };

/** Posts a form of the employee's own page, /my-schedule, as `who`. */
function mySchedule(who: LoggedIn, intent: string, fields: Record<string, string>) {
  return answerOf(myScheduleAction, signedInPost(who, `/my-schedule?intent=${intent}`, fields));
}

/** Posts a form of the managers' home, /admin, as `who`. */
function adminHome(who: LoggedIn, intent: string, fields: Record<string, string>) {
  return answerOf(homeAction, signedInPost(who, `/admin?intent=${intent}`, fields));
}

describe("a leave request", () => {
  it("is always the signed-in employee's, whoever the form names", async () => {
    const anne = await login({ role: "employee" });
    const bob = await login({ role: "employee" });
    const answer = await mySchedule(anne, "leave-request", { ...leave, employeeId: bob.id });
    expect(answer.body).toMatchObject({ ok: true, message: "Demande envoyée : vos responsables vont y répondre." });
    expect(await employeeRows(absenceRequests, anne.id)).toHaveLength(1);
    expect(await employeeRows(absenceRequests, bob.id)).toHaveLength(0);
  });

  it("in the past, or over a waiting one, is refused and changes nothing", async () => {
    const anne = await login({ role: "employee" });
    const past = { ...leave, startsOn: shiftDay(todayIn(PARIS), -2) };
    const refused = await mySchedule(anne, "leave-request", past);
    expect(refused.status).toBe(400);
    await mySchedule(anne, "leave-request", leave);
    const twice = await mySchedule(anne, "leave-request", leave);
    expect(twice.body).toMatchObject({
      ok: false,
      message: "Cette demande chevauche une absence ou une autre demande en attente.",
    });
    expect(await employeeRows(absenceRequests, anne.id)).toHaveLength(1);
  });

  it("is answered by a manager, not by an employee, and its employee is told by mail", async () => {
    const anne = await login({ role: "employee" });
    await mySchedule(anne, "leave-request", leave);
    const [request] = await employeeRows(absenceRequests, anne.id);
    const requestId = request?.id ?? "";
    const denied = await adminHome(anne, "leave-approve", { requestId });
    expect(denied.status).toBe(403);
    const manager = await login({ role: "manager" });
    const approved = await adminHome(manager, "leave-approve", { requestId });
    expect(approved.body).toMatchObject({ ok: true, message: "Demande acceptée" });
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, anne.email));
    expect(mail?.subject).toBe("Votre demande de congé est acceptée");
    const again = await adminHome(manager, "leave-refuse", { requestId });
    expect(again.body).toMatchObject({ ok: false, message: "Cette demande n'est plus en attente." });
  });

  it("and an unavailability are cancelled only by their own employee, while they wait", async () => {
    const anne = await login({ role: "employee" });
    const bob = await login({ role: "employee" });
    const slot = { repeat: "weekly", weekday: "1", fromTime: "06:00", toTime: "09:00" };
    await mySchedule(anne, "unavailable-declare", slot);
    const [declared] = await employeeRows(unavailabilities, anne.id);
    const requestId = declared?.id ?? "";
    const cancel = (who: LoggedIn) => mySchedule(who, "unavailable-cancel", { requestId });
    expect((await cancel(bob)).status).toBe(404);
    expect((await cancel(anne)).body).toMatchObject({ ok: true, message: "Indisponibilité annulée." });
    expect((await cancel(anne)).status).toBe(404);
  });
});
