import { and, eq, like } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { mailOutbox, shiftVolunteers } from "../../../../db/schema";
import { assignedShift, cdi, recordAbsence } from "../../../../tests/support/labour-fixtures";
import { insertPlanning, peopleOn } from "../../../../tests/support/planning-rows";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";
import type { SessionUser } from "../../../lib/permissions";
import { PARIS } from "../../../lib/time";
import { addContract } from "../../contracts/contracts.server";
import { planningLabourGate } from "../../labour/labour-gate.server";
import { fitsFor, shiftToFill } from "../../labour/replacement-candidates.server";
import type { Planning } from "../schedules";
import { decideVolunteer, volunteer, withdrawVolunteer } from "./volunteer-actions.server";
import { openShiftsFor, volunteersToConfirm } from "./volunteers.server";

const gate = planningLabourGate;

async function employee(firstName: string, lastName: string, weeklyHours: number | null = 35): Promise<SessionUser> {
  const account = await staff("employee", { firstName, lastName });
  if (weeklyHours) await addContract(account.id, cdi("2026-01-05", weeklyHours));
  return { ...account, role: "employee" };
}

const fitting = (who: SessionUser) => (plannings: readonly Planning[]) =>
  fitsFor(plannings.map(shiftToFill), who.id, PARIS, new Date());
const asking = (who: SessionUser, autoConfirm = false) => ({ fitsOf: fitting(who), autoConfirm, gate });

/** Lucía's Tuesday 06:00–08:00 shift, freed by her sick day. */
async function freedShift(day = "2027-04-06") {
  const manager = { ...(await staff("manager")), role: "manager" as const };
  const lucia = await employee("Lucía", "Gómez");
  const planningId = await assignedShift(lucia.id, `${day}T04:00:00Z`, `${day}T06:00:00Z`, manager.id);
  await recordAbsence(lucia.id, { kind: "sickness", startsOn: day, endsOn: day }, manager.id);
  return { manager, lucia, planningId };
}

/** The mails `email` is among the recipients of (the managers are told in one mail). */
async function mailsTo(email: string) {
  return getDb()
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.to, `%${email}%`));
}

async function statusOf(planningId: string, employeeId: string) {
  const rows = await getDb()
    .select({ status: shiftVolunteers.status })
    .from(shiftVolunteers)
    .where(and(eq(shiftVolunteers.planningId, planningId), eq(shiftVolunteers.employeeId, employeeId)));
  return rows.map((row) => row.status);
}

const week = { start: new Date("2027-04-04T22:00:00Z"), end: new Date("2027-04-11T22:00:00Z") };

describe("an employee volunteering for an open shift", () => {
  it("waits for a manager, who confirms: the shift is theirs with a calendar file, the other volunteer is closed", async () => {
    const { manager, lucia, planningId } = await freedShift();
    const awa = await employee("Awa", "Diallo");
    const karim = await employee("Karim", "Benali");

    const [offered] = (await openShiftsFor(awa.id, week, new Date(), fitting(awa))).filter(
      (open) => open.planningId === planningId,
    );
    expect(offered).toMatchObject({ shift: { when: "mardi 6 avril de 06:00 à 08:00" }, volunteer: null });

    expect(await volunteer(awa, planningId, asking(awa))).toEqual({
      ok: true,
      message: "Vous êtes volontaire : un responsable va confirmer.",
    });
    expect(await volunteer(awa, planningId, asking(awa))).toMatchObject({ ok: false, code: "ALREADY_VOLUNTEERED" });
    expect(await volunteer(karim, planningId, asking(karim))).toMatchObject({ ok: true });
    expect(await peopleOn(planningId)).toEqual([]);
    const [mine] = (await openShiftsFor(awa.id, week, new Date(), fitting(awa))).filter(
      (open) => open.planningId === planningId,
    );
    expect(mine?.volunteer?.status).toBe("pending");
    const waiting = (await volunteersToConfirm(new Date())).filter((one) => one.planningId === planningId);
    expect(waiting.map((one) => one.employee.name)).toEqual(["Awa Diallo", "Karim Benali"]);
    const told = (await mailsTo(manager.email)).map((mail) => mail.subject);
    expect(told).toContain("Awa Diallo se propose pour une vacation");

    const awaVolunteer = waiting[0]?.id ?? "";
    expect(await decideVolunteer(manager, awaVolunteer, true, gate)).toEqual({
      ok: true,
      message: "Awa Diallo remplace Lucía Gómez sur « Bureaux ».",
    });
    expect(await peopleOn(planningId)).toEqual([awa.id]);
    expect(await statusOf(planningId, awa.id)).toEqual(["confirmed"]);
    expect(await statusOf(planningId, karim.id)).toEqual(["filled"]);
    expect((await volunteersToConfirm(new Date())).filter((one) => one.planningId === planningId)).toEqual([]);
    expect(await decideVolunteer(manager, waiting[1]?.id ?? "", true, gate)).toMatchObject({ code: "NOT_PENDING" });

    const [confirmation] = (await mailsTo(awa.email)).filter((mail) =>
      mail.subject.startsWith("Remplacement confirmé"),
    );
    const [ics] = confirmation?.attachments ?? [];
    expect(ics?.filename).toBe("vacation.ics");
    const event = new ICAL.Component(ICAL.parse(String(ics?.content))).getFirstSubcomponent("vevent");
    expect(String(event?.getFirstPropertyValue("dtstart"))).toBe("2027-04-06T06:00:00");
    expect((await mailsTo(lucia.email)).map((mail) => mail.subject)).toContain(
      "Vous êtes remplacé : mardi 6 avril de 06:00 à 08:00",
    );
  });

  it("takes the shift at once when the company allows it and no rule is to check", async () => {
    const { manager, planningId } = await freedShift("2027-04-07");
    const awa = await employee("Awa", "Traoré");
    expect(await volunteer(awa, planningId, asking(awa, true))).toEqual({
      ok: true,
      message: "La vacation est à vous : elle est dans votre planning.",
    });
    expect(await peopleOn(planningId)).toEqual([awa.id]);
    expect(await statusOf(planningId, awa.id)).toEqual(["confirmed"]);
    expect((await mailsTo(manager.email)).map((mail) => mail.subject)).toContain(
      "Awa Traoré a pris une vacation à pourvoir",
    );
    const other = await employee("Karim", "Haddad");
    expect(await volunteer(other, planningId, asking(other, true))).toMatchObject({ ok: false, code: "NOT_OPEN" });
  });

  it("waits for a manager even with the setting on when a rule is to check", async () => {
    // A part-timer asked within the notice period: the notice rule is to check.
    const sofia = await employee("Sofia", "Martins", 20);
    const soon = await insertPlanning({
      title: "Demain matin",
      startTime: new Date(Date.now() + 20 * 3_600_000),
      endTime: new Date(Date.now() + 22 * 3_600_000),
      createdBy: sofia.id,
    });
    const answer = await volunteer(sofia, soon, asking(sofia, true));
    expect(answer).toMatchObject({ ok: true, message: "Vous êtes volontaire : un responsable va confirmer." });
    expect(await peopleOn(soon)).toEqual([]);
    const [waiting] = (await volunteersToConfirm(new Date())).filter((one) => one.planningId === soon);
    expect(waiting?.checks.join(" ")).toMatch(/prévenance/i);
    expect(await statusOf(soon, sofia.id)).toEqual(["pending"]);
  });

  it("is refused to someone with no contract that day, busy then or absent, and for a shift filled or unknown", async () => {
    const { manager, planningId } = await freedShift("2027-04-13");
    const noContract = await employee("Bob", "Sanscontrat", null);
    expect(await volunteer(noContract, planningId, asking(noContract))).toEqual({
      ok: false,
      code: "NOT_ELIGIBLE",
      message: "Vous ne pouvez pas prendre cette vacation : aucun contrat en cours ce jour-là.",
    });
    const busy = await employee("Nadia", "Occupée");
    await assignedShift(busy.id, "2027-04-13T04:30:00Z", "2027-04-13T07:00:00Z", manager.id);
    expect(await volunteer(busy, planningId, asking(busy))).toMatchObject({
      code: "NOT_ELIGIBLE",
      message: "Vous ne pouvez pas prendre cette vacation : Déjà en intervention de 06:30 à 09:00",
    });
    const sick = await employee("Paul", "Malade");
    await recordAbsence(sick.id, { kind: "sickness", startsOn: "2027-04-13", endsOn: "2027-04-13" }, manager.id);
    expect(await volunteer(sick, planningId, asking(sick))).toMatchObject({ code: "NOT_ELIGIBLE" });
    expect(
      (await openShiftsFor(sick.id, week, new Date(), fitting(sick))).map((open) => open.planningId),
    ).not.toContain(planningId);

    const filled = await assignedShift(busy.id, "2027-04-14T04:00:00Z", "2027-04-14T06:00:00Z", manager.id);
    const awa = await employee("Awa", "Konaté");
    expect(await volunteer(awa, filled, asking(awa))).toMatchObject({ code: "NOT_OPEN" });
    expect(await volunteer(awa, "pas-un-id", asking(awa))).toMatchObject({ code: "NOT_OPEN" });
    expect(await statusOf(planningId, noContract.id)).toEqual([]);
  });

  it("is withdrawn only by its volunteer, and a decline tells them", async () => {
    const { manager, planningId } = await freedShift("2027-04-20");
    const awa = await employee("Awa", "Sylla");
    const karim = await employee("Karim", "Ziani");
    await volunteer(awa, planningId, asking(awa));
    await volunteer(karim, planningId, asking(karim));
    const [awaRow, karimRow] = (await volunteersToConfirm(new Date())).filter((one) => one.planningId === planningId);
    expect(await withdrawVolunteer(karim, awaRow?.id ?? "")).toMatchObject({ code: "NOT_PENDING" });
    expect(await withdrawVolunteer(awa, awaRow?.id ?? "")).toEqual({ ok: true, message: "Proposition retirée." });
    expect(await statusOf(planningId, awa.id)).toEqual(["withdrawn"]);

    expect(await decideVolunteer(manager, karimRow?.id ?? "", false, gate)).toEqual({
      ok: true,
      message: "Proposition déclinée",
    });
    expect(await peopleOn(planningId)).toEqual([]);
    expect(await volunteer(karim, planningId, asking(karim))).toEqual({
      ok: false,
      code: "DECLINED",
      message: "Un responsable n'a pas retenu votre proposition pour cette vacation.",
    });
    expect(await statusOf(planningId, karim.id)).toEqual(["declined"]);
    expect((await mailsTo(karim.email)).map((mail) => mail.subject)).toContain("Votre proposition n'a pas été retenue");
  });
});
