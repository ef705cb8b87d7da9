import { describe, expect, it } from "vitest";
import { assignedShift, recordAbsence } from "../../../tests/support/labour-fixtures";
import { insertPlanning, peopleOn } from "../../../tests/support/planning-rows";
import { runAs } from "../../../tests/support/schedule-action";
import { staff } from "../../../tests/support/staff";
import { vacanciesOf } from "./vacancies.server";

/** Lucía's Tuesday 06:00 shift, freed by her sick day: à remplacer. */
async function sickDay() {
  const manager = await staff("manager");
  const lucia = await staff("employee", { firstName: "Lucía", lastName: "Gómez" });
  const planningId = await assignedShift(lucia.id, "2027-02-02T05:00:00Z", "2027-02-02T07:00:00Z", manager.id);
  await recordAbsence(lucia.id, { kind: "sickness", startsOn: "2027-02-02", endsOn: "2027-02-02" }, manager.id);
  return { manager, lucia, planningId };
}

const fill = (planningId: string, employeeId: string) => ({ intent: "fill", planningId, employeeId });

describe("« Choisir » fills a shift that needs someone", () => {
  it("puts the chosen employee on it, which closes its vacancy", async () => {
    const { manager, planningId } = await sickDay();
    const karim = await staff("employee", { firstName: "Karim", lastName: "Benali" });
    const answer = await runAs(manager, fill(planningId, karim.id));
    expect(answer.result).toMatchObject({
      ok: true,
      description: "Karim Benali remplace Lucía Gómez sur « Bureaux ».",
    });
    expect(await peopleOn(planningId)).toEqual([karim.id]);
    expect((await vacanciesOf([planningId])).size).toBe(0);
  });

  it("refuses a second choice once it is filled, and keeps the first", async () => {
    const { manager, planningId } = await sickDay();
    const first = await staff("employee");
    const second = await staff("employee");
    const answers = await Promise.all([
      runAs(manager, fill(planningId, first.id)),
      runAs(manager, fill(planningId, second.id)),
    ]);
    expect(answers.map((answer) => answer.result.ok).sort()).toEqual([false, true]);
    const refusal = answers.find((answer) => !answer.result.ok)?.result;
    expect(refusal).toMatchObject({
      code: "SHIFT_FILLED",
      message: "Cette vacation a déjà été pourvue : plus personne n'est à remplacer.",
    });
    expect(await peopleOn(planningId)).toHaveLength(1);
  });

  it("fills a shift nobody works", async () => {
    const manager = await staff("manager");
    const anne = await staff("employee", { firstName: "Anne", lastName: "Martin" });
    const planningId = await insertPlanning({
      title: "Vitres Opéra",
      startTime: new Date("2027-02-03T05:00:00Z"),
      endTime: new Date("2027-02-03T07:00:00Z"),
      createdBy: manager.id,
    });
    const answer = await runAs(manager, fill(planningId, anne.id));
    expect(answer.result).toMatchObject({ ok: true, description: "Anne Martin prend la vacation « Vitres Opéra »." });
    expect(await peopleOn(planningId)).toEqual([anne.id]);
  });

  it("refuses a shift someone works, a shift over, someone absent or busy, an unknown shift, and changes nothing", async () => {
    const manager = await staff("manager");
    const worker = await staff("employee");
    const other = await staff("employee");
    const staffed = await assignedShift(worker.id, "2027-02-04T05:00:00Z", "2027-02-04T07:00:00Z", manager.id);
    expect((await runAs(manager, fill(staffed, other.id))).result).toMatchObject({ code: "SHIFT_FILLED" });
    const over = await insertPlanning({
      title: "Passée",
      startTime: new Date("2025-02-04T05:00:00Z"),
      endTime: new Date("2025-02-04T07:00:00Z"),
      createdBy: manager.id,
    });
    expect((await runAs(manager, fill(over, other.id))).result).toMatchObject({
      code: "SHIFT_OVER",
      message: "Cette vacation est terminée : elle ne peut plus être pourvue.",
    });
    const { planningId, lucia } = await sickDay();
    expect((await runAs(manager, fill(planningId, lucia.id))).result).toMatchObject({ code: "EMPLOYEE_ABSENT" });
    const busy = await assignedShift(other.id, "2027-02-02T06:00:00Z", "2027-02-02T08:00:00Z", manager.id);
    expect((await runAs(manager, { ...fill(planningId, other.id), confirmOverlap: "true" })).result).toMatchObject({
      code: "EMPLOYEE_BUSY",
      message: `${other.firstName} ${other.lastName} est déjà en intervention à ce moment : choisissez quelqu'un d'autre.`,
    });
    expect(await peopleOn(busy)).toEqual([other.id]);
    expect((await runAs(manager, fill(crypto.randomUUID(), other.id))).result).toMatchObject({
      code: "PLANNING_NOT_FOUND",
    });
    expect((await runAs(manager, { intent: "fill", planningId })).result).toMatchObject({
      ok: false,
      message: "Veuillez sélectionner un utilisateur.",
    });
    expect(await peopleOn(staffed)).toEqual([worker.id]);
    expect(await peopleOn(over)).toEqual([]);
    expect(await peopleOn(planningId)).toEqual([]);
  });
});
