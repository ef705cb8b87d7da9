import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planningAssignments, plannings } from "../../../db/schema";
import { employeeRows } from "../../../tests/support/employee-rows";
import { assignedShift, recordAbsence } from "../../../tests/support/labour-fixtures";
import { runAs } from "../../../tests/support/schedule-action";
import { staff } from "../../../tests/support/staff";
import type { AbsenceKind, HalfDay } from "../../domain/enums";
import { getDb } from "../../lib/db.server";
import { PARIS, toDateTimeLocal } from "../../lib/time";
import { addAbsence, deleteAbsence, updateAbsence } from "../contracts/absences.server";
import { absenceShifts, vacanciesOf } from "./vacancies.server";

const shifts = absenceShifts(PARIS);

async function peopleOn(planningIds: string[]) {
  const rows = await getDb()
    .select({ planningId: planningAssignments.planningId, employeeId: planningAssignments.employeeId })
    .from(planningAssignments)
    .where(inArray(planningAssignments.planningId, planningIds));
  return Object.fromEntries(
    planningIds.map((id) => [id, rows.filter((row) => row.planningId === id).map((row) => row.employeeId)]),
  );
}

/**
 * Lucía's Christmas week: three shifts in it (one a night into Monday), one before and one after it; `away` records
 * her absence over the whole week, Monday to Sunday, and fails the test if it is refused.
 */
async function christmas() {
  const lucia = await staff("employee", { firstName: "Lucía", lastName: "Gómez" });
  const manager = await staff("manager");
  const ids = {
    sundayBefore: await assignedShift(lucia.id, "2026-12-20T14:00:00Z", "2026-12-20T18:00:00Z", manager.id),
    nightIntoMonday: await assignedShift(lucia.id, "2026-12-20T21:00:00Z", "2026-12-21T04:00:00Z", manager.id),
    tuesday: await assignedShift(lucia.id, "2026-12-22T05:00:00Z", "2026-12-22T09:00:00Z", manager.id),
    saturday: await assignedShift(lucia.id, "2026-12-26T13:00:00Z", "2026-12-26T17:00:00Z", manager.id),
    mondayAfter: await assignedShift(lucia.id, "2026-12-28T05:00:00Z", "2026-12-28T09:00:00Z", manager.id),
  };
  const away = async (kind: AbsenceKind) => {
    const outcome = await recordAbsence(lucia.id, { kind, startsOn: "2026-12-21", endsOn: "2026-12-27" }, manager.id);
    if (!outcome.ok) throw new Error(`absence refusée : ${outcome.reason}`);
    return outcome;
  };
  return { lucia, manager, ids, away };
}

describe("an absence frees its shifts", () => {
  it("takes the holder off every shift it covers, in the same transaction, and marks each à remplacer", async () => {
    const { lucia, ids, away } = await christmas();
    expect((await away("paid_leave")).freed).toBe(3);
    expect(await peopleOn(Object.values(ids))).toEqual({
      [ids.sundayBefore]: [lucia.id],
      [ids.nightIntoMonday]: [],
      [ids.tuesday]: [],
      [ids.saturday]: [],
      [ids.mondayAfter]: [lucia.id],
    });
    const vacancies = await vacanciesOf(Object.values(ids));
    expect(vacancies.get(ids.tuesday)).toEqual([{ employeeId: lucia.id, name: "Lucía Gómez", reason: "Congés payés" }]);
    expect([...vacancies.keys()].sort()).toEqual([ids.nightIntoMonday, ids.tuesday, ids.saturday].sort());
  });

  it("is filled by whoever is assigned next, and a withdrawn absence gives back only what nobody took", async () => {
    const { lucia, ids, away } = await christmas();
    const outcome = await away("sickness");
    const karim = await staff("employee");
    await getDb().insert(planningAssignments).values({ planningId: ids.tuesday, employeeId: karim.id });
    expect((await vacanciesOf([ids.tuesday])).size).toBe(0);

    expect(await deleteAbsence(lucia.id, outcome.id, shifts)).toMatchObject({ ok: true });
    expect(await peopleOn([ids.nightIntoMonday, ids.tuesday, ids.saturday])).toEqual({
      [ids.nightIntoMonday]: [lucia.id],
      [ids.tuesday]: [karim.id],
      [ids.saturday]: [lucia.id],
    });
    expect((await vacanciesOf(Object.values(ids))).size).toBe(0);
  });

  it("moves with its period when it is changed, and a half day takes only its half", async () => {
    const { lucia, ids, away } = await christmas();
    const outcome = await away("other");
    /** Moves the absence to half of Tuesday, whose shift is in the morning. */
    const toTuesday = (halfDay: HalfDay) =>
      updateAbsence(
        lucia.id,
        outcome.id,
        { kind: "other", startsOn: "2026-12-22", endsOn: "2026-12-22", halfDay, note: null },
        shifts,
      );
    expect(await toTuesday("afternoon")).toMatchObject({ ok: true, freed: 0 });
    expect((await vacanciesOf(Object.values(ids))).size).toBe(0);
    expect(await toTuesday("morning")).toMatchObject({ ok: true, freed: 1 });
    expect((await vacanciesOf([ids.tuesday])).get(ids.tuesday)?.[0]?.reason).toBe("Autre absence (matin)");
  });

  it("refuses an absence over another one of the same person and changes nothing", async () => {
    const { lucia, manager, ids } = await christmas();
    await recordAbsence(
      lucia.id,
      { kind: "paid_leave", startsOn: "2026-12-28", endsOn: "2026-12-28", halfDay: "afternoon" },
      manager.id,
    );
    const before = await peopleOn(Object.values(ids));
    expect(
      await recordAbsence(lucia.id, { kind: "sickness", startsOn: "2026-12-21", endsOn: "2026-12-28" }, manager.id),
    ).toEqual({ ok: false, reason: "OVERLAP" });
    expect(await peopleOn(Object.values(ids))).toEqual(before);
    expect(
      await recordAbsence(
        lucia.id,
        { kind: "sickness", startsOn: "2026-12-28", endsOn: "2026-12-28", halfDay: "morning" },
        manager.id,
      ),
    ).toMatchObject({ ok: true, freed: 1 });
  });

  it("declared from a shift, frees that day's shifts from that one on and leaves those before it", async () => {
    const lucia = await staff("employee");
    const manager = await staff("manager");
    // Tuesday 22 December in Paris: 06:00–09:00, then 14:00–16:00 and 18:00–20:00.
    const morning = await assignedShift(lucia.id, "2026-12-22T05:00:00Z", "2026-12-22T08:00:00Z", manager.id);
    const afternoon = await assignedShift(lucia.id, "2026-12-22T13:00:00Z", "2026-12-22T15:00:00Z", manager.id);
    const evening = await assignedShift(lucia.id, "2026-12-22T17:00:00Z", "2026-12-22T19:00:00Z", manager.id);
    const outcome = await addAbsence(
      lucia.id,
      { kind: "sickness", startsOn: "2026-12-22", endsOn: "2026-12-22", halfDay: null, note: null },
      lucia.id,
      absenceShifts(PARIS, new Date("2026-12-22T13:00:00Z")),
    );
    expect(outcome).toMatchObject({ ok: true, freed: 2 });
    expect(await peopleOn([morning, afternoon, evening])).toEqual({
      [morning]: [lucia.id],
      [afternoon]: [],
      [evening]: [],
    });
  });

  it("leaves another employee's absence alone", async () => {
    const { lucia, away } = await christmas();
    const outcome = await away("paid_leave");
    const other = await staff("employee");
    expect(await deleteAbsence(other.id, outcome.id, shifts)).toEqual({ ok: false, reason: "NOT_FOUND" });
    expect((await employeeRows(planningAssignments, lucia.id)).length).toBe(2);
  });
});

/** Who is on each planning with this title, by its local start, and who it waits to replace. */
async function staffingOf(title: string) {
  const rows = await getDb()
    .select({ id: plannings.id, start: plannings.startTime })
    .from(plannings)
    .where(eq(plannings.title, title));
  const on = await peopleOn(rows.map((row) => row.id));
  const open = await vacanciesOf(rows.map((row) => row.id));
  return Object.fromEntries(
    rows
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .map((row) => [
        toDateTimeLocal(row.start, PARIS),
        { on: on[row.id], replacing: open.get(row.id)?.map((vacancy) => vacancy.name) ?? [] },
      ]),
  );
}

describe("an absent employee is not picked", () => {
  async function onLeave(firstName: string) {
    const manager = await staff("manager");
    const person = await staff("employee", { firstName, lastName: "Absente" });
    const leave = await recordAbsence(
      person.id,
      { kind: "paid_leave", startsOn: "2027-01-04", endsOn: "2027-01-10" },
      manager.id,
    );
    expect(leave).toMatchObject({ ok: true });
    return { manager, person };
  }

  it("refuses a one-off planning or a replacement on their absence, and writes nothing", async () => {
    const { manager, person } = await onLeave("Inès");
    const other = await staff("employee");
    const answer = await runAs(manager, {
      intent: "create",
      employeeIds: [other.id, person.id],
      title: "Absente choisie",
      startTime: "2027-01-05T06:00",
      endTime: "2027-01-05T08:00",
    });
    expect(answer.result).toMatchObject({
      ok: false,
      code: "EMPLOYEE_ABSENT",
      message: "Inès Absente est absent sur cette période (Congés payés) : choisissez quelqu'un d'autre.",
    });
    expect(await staffingOf("Absente choisie")).toEqual({});
    const sameDayAfter = await runAs(manager, {
      intent: "create",
      employeeIds: person.id,
      title: "Après le congé",
      startTime: "2027-01-11T06:00",
      endTime: "2027-01-11T08:00",
    });
    expect(sameDayAfter.result).toMatchObject({ ok: true });
  });

  it("gives a series' occurrences within the absence to nobody, à remplacer, and the others to them", async () => {
    const { manager, person } = await onLeave("Sarah");
    const answer = await runAs(manager, {
      intent: "create",
      employeeIds: person.id,
      title: "Série pendant le congé",
      startTime: "2027-01-01T06:00",
      endTime: "2027-01-01T08:00",
      repeat: "weekly",
      repeatDays: ["MO", "FR"],
      repeatUntil: "2027-01-15",
    });
    expect(answer.result).toMatchObject({ ok: true });
    const shifts = await staffingOf("Série pendant le congé");
    const absent = { on: [], replacing: ["Sarah Absente"] };
    const there = { on: [person.id], replacing: [] };
    expect(Object.fromEntries(Object.entries(shifts).filter(([start]) => start !== "2027-01-01T06:00"))).toEqual({
      "2027-01-04T06:00": absent,
      "2027-01-08T06:00": absent,
      "2027-01-11T06:00": there,
      "2027-01-15T06:00": there,
    });
  });

  it("leaves a week copied onto their absence à remplacer", async () => {
    const { manager, person } = await onLeave("Nora");
    await runAs(manager, {
      intent: "create",
      employeeIds: person.id,
      title: "Copiée sur le congé",
      startTime: "2026-12-29T06:00",
      endTime: "2026-12-29T08:00",
    });
    const copy = await runAs(manager, { intent: "copy-week", sourceWeek: "2026-12-28", target: "next", weeks: "1" });
    expect(copy.result, JSON.stringify(copy.result)).toMatchObject({ ok: true });
    expect(await staffingOf("Copiée sur le congé")).toEqual({
      "2026-12-29T06:00": { on: [person.id], replacing: [] },
      "2027-01-05T06:00": { on: [], replacing: ["Nora Absente"] },
    });
  });
});
