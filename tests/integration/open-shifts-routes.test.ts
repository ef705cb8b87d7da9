import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addContract } from "../../app/features/contracts/contracts.server";
import { CLIENT_IP_HEADER } from "../../app/lib/client-ip";
import { getDb } from "../../app/lib/db.server";
import { action as homeAction, loader as homeLoader } from "../../app/routes/admin-home";
import { action as myScheduleAction, loader as myScheduleLoader } from "../../app/routes/my-schedule";
import { shiftVolunteers } from "../../db/schema";
import { assignedShift, cdi, recordAbsence } from "../support/labour-fixtures";
import { type LoggedIn, login } from "../support/login";
import { peopleOn } from "../support/planning-rows";
import { nextClientAddress } from "../support/requests";
import { answerOf } from "../support/route-answer";

// Open shifts through the pages: listed to the employees the rules allow, volunteered for oneself only, confirmed by
// managers only.

function request(who: LoggedIn, path: string, fields?: Record<string, string>): Request {
  const headers = { [CLIENT_IP_HEADER]: nextClientAddress(), cookie: who.cookie };
  if (!fields) return new Request(`http://localhost${path}`, { headers });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body, headers });
}

async function underContract(): Promise<LoggedIn> {
  const who = await login({ role: "employee" });
  await addContract(who.id, cdi("2026-01-05", 35));
  return who;
}

/** A Tuesday shift an absence freed; its week is `?semaine=2027-05-04`. */
async function freedShift() {
  const manager = await login({ role: "manager" });
  const holder = await underContract();
  const planningId = await assignedShift(holder.id, "2027-05-04T04:00:00Z", "2027-05-04T06:00:00Z", manager.id);
  await recordAbsence(holder.id, { kind: "sickness", startsOn: "2027-05-04", endsOn: "2027-05-04" }, manager.id);
  return { manager, planningId };
}

async function openShiftIds(who: LoggedIn): Promise<string[]> {
  const page = await answerOf(myScheduleLoader, request(who, "/my-schedule?semaine=2027-05-04"));
  return (page.body.openShifts as { planningId: string }[]).map((open) => open.planningId);
}

describe("an open shift", () => {
  it("is listed on the week of an employee under contract, not of one without a contract", async () => {
    const { planningId } = await freedShift();
    expect(await openShiftIds(await underContract())).toContain(planningId);
    expect(await openShiftIds(await login({ role: "employee" }))).not.toContain(planningId);
  });

  it("is volunteered for by the signed-in employee only, whoever the form names", async () => {
    const { planningId } = await freedShift();
    const anne = await underContract();
    const bob = await underContract();
    const answer = await answerOf(
      myScheduleAction,
      request(anne, "/my-schedule?intent=volunteer", { planningId, employeeId: bob.id }),
    );
    expect(answer.body).toMatchObject({ ok: true, message: "Vous êtes volontaire : un responsable va confirmer." });
    const rows = await getDb().select().from(shiftVolunteers).where(eq(shiftVolunteers.planningId, planningId));
    expect(rows.map((row) => row.employeeId)).toEqual([anne.id]);
    const forged = await answerOf(myScheduleAction, request(anne, "/my-schedule?intent=volunteer", { planningId: "" }));
    expect(forged.status).toBe(404);
  });

  it("is confirmed by a manager from the staff home, never by an employee", async () => {
    const { manager, planningId } = await freedShift();
    const anne = await underContract();
    await answerOf(myScheduleAction, request(anne, "/my-schedule?intent=volunteer", { planningId }));
    const home = await answerOf(homeLoader, request(manager, "/admin"));
    const waiting = (home.body.volunteers as { id: string; planningId: string }[]).find(
      (one) => one.planningId === planningId,
    );
    const volunteerId = waiting?.id ?? "";
    const denied = await answerOf(homeAction, request(anne, "/admin?intent=volunteer-confirm", { volunteerId }));
    expect(denied.status).toBe(403);
    expect(await peopleOn(planningId)).toEqual([]);
    const confirmed = await answerOf(homeAction, request(manager, "/admin?intent=volunteer-confirm", { volunteerId }));
    expect(confirmed.body).toMatchObject({ ok: true, message: "Vacation confiée" });
    expect(await peopleOn(planningId)).toEqual([anne.id]);
    expect(await openShiftIds(anne)).not.toContain(planningId);
  });
});
