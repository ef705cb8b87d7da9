import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planningSeries, plannings } from "../../../../db/schema";
import { rowCount } from "../../../../tests/support/row-count";
import { runAs } from "../../../../tests/support/schedule-action";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";
import { formatInZone, shiftDay, todayIn } from "../../../lib/time";
import type { Planning } from "../schedules";
import { getPlanning } from "../schedules.server";
import { extendSeriesHorizons } from "./series-horizon.server";

const ZONE = "Europe/Paris";

/** Every planning of a title, by start. */
async function occurrences(title: string): Promise<Planning[]> {
  const rows = await getDb()
    .select({ id: plannings.id })
    .from(plannings)
    .where(eq(plannings.title, title))
    .orderBy(asc(plannings.startTime));
  const found = await Promise.all(rows.map((row) => getPlanning(row.id)));
  return found.flatMap((planning) => (planning ? [planning] : []));
}

const paris = (instant: string) => formatInZone(instant, "EEE dd/MM HH:mm", ZONE);
const starts = (planned: Planning[]) => planned.map((planning) => paris(planning.startTime));

/** Monday, Wednesday and Friday 06:00–08:00 from Monday 23 to Friday 3 April 2026: the clocks change on the 29th. */
const weekly = (title: string) => ({
  title,
  startTime: "2026-03-23T06:00",
  endTime: "2026-03-23T08:00",
  location: "Tour Montparnasse",
  repeat: "weekly",
  repeatDays: ["MO", "WE", "FR"],
  repeatInterval: "1",
  repeatUntil: "2026-04-03",
});

/** The six days of `weekly`, each at its time of day, as `paris` writes them. */
const weeklyStarts = (...times: string[]) =>
  ["lun. 23/03", "mer. 25/03", "ven. 27/03", "lun. 30/03", "mer. 01/04", "ven. 03/04"].map(
    (day, index) => `${day} ${times[index]}`,
  );

describe("recurring plannings", () => {
  it("creates a weekly series whose occurrences all start at 06:00 Paris, before and after the spring change", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    const sofia = await staff("employee", { firstName: "Sofia" });
    const answer = (await runAs(manager, { intent: "create", employeeIds: [karim.id, sofia.id], ...weekly("Tour A") }))
      .result;
    expect(answer).toMatchObject({
      ok: true,
      description: "Le planning récurrent a été ajouté avec succès (6 occurrences).",
    });
    const made = await occurrences("Tour A");
    expect(starts(made)).toEqual(weeklyStarts("06:00", "06:00", "06:00", "06:00", "06:00", "06:00"));
    expect(made.every((planning) => paris(planning.endTime).endsWith("08:00"))).toBe(true);
    expect(made.every((planning) => planning.assignedUsers.length === 2)).toBe(true);
    expect(made[0]?.series).toMatchObject({
      repeat: { days: ["MO", "WE", "FR"], interval: 1, until: "2026-04-03" },
      from: "2026-03-23",
      occurrenceDate: "2026-03-23",
      detached: false,
    });
  });

  it("makes the first 26 weeks of a series that starts beyond the horizon at once", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    const later = { ...weekly("Tour Z"), startTime: "2031-01-06T06:00", endTime: "2031-01-06T08:00", repeatUntil: "" };
    const answer = (await runAs(manager, { intent: "create", employeeIds: karim.id, ...later, repeatDays: "MO" }))
      .result;
    expect(answer).toMatchObject({
      ok: true,
      description: "Le planning récurrent a été ajouté avec succès (27 occurrences).",
    });
    const made = await occurrences("Tour Z");
    expect(made.at(-1)?.series?.occurrenceDate).toBe("2031-07-07");
  });

  it("refuses a rule without occurrence, too many occurrences and unconfirmed overlaps, writing nothing", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const before = { plannings: await rowCount(plannings), series: await rowCount(planningSeries) };

    const empty = (
      await runAs(manager, {
        intent: "create",
        employeeIds: anne.id,
        ...weekly("Vide"),
        startTime: "2026-03-03T06:00",
        endTime: "2026-03-03T08:00",
        repeatDays: "MO",
        repeatUntil: "2026-03-08",
      })
    ).result;
    expect(empty).toMatchObject({
      ok: false,
      code: "EMPTY_SERIES",
      message: "Cette répétition ne donne aucune occurrence : vérifiez les jours et les dates.",
    });

    const everyDay = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
    const tooMany = (
      await runAs(manager, {
        intent: "create",
        employeeIds: anne.id,
        ...weekly("Trop"),
        repeatDays: everyDay,
        repeatUntil: "2027-12-31",
      })
    ).result;
    expect(tooMany).toMatchObject({ ok: false, code: "TOO_MANY_OCCURRENCES" });
    expect({ plannings: await rowCount(plannings), series: await rowCount(planningSeries) }).toEqual(before);

    (
      await runAs(manager, {
        intent: "create",
        employeeIds: anne.id,
        title: "Vitres",
        startTime: "2026-03-25T07:00",
        endTime: "2026-03-25T09:00",
      })
    ).result;
    const overlap = (await runAs(manager, { intent: "create", employeeIds: anne.id, ...weekly("Tour B") })).result;
    expect(overlap).toMatchObject({ ok: false, code: "OVERLAP" });
    expect(overlap.submission?.error?.[""]).toEqual([
      `Anne ${anne.lastName} : « Vitres » (25/03/2026 de 07:00 à 09:00)`,
    ]);
    expect(await occurrences("Tour B")).toEqual([]);
    const confirmed = (
      await runAs(manager, { intent: "create", employeeIds: anne.id, ...weekly("Tour B"), confirmOverlap: "true" })
    ).result;
    expect(confirmed).toMatchObject({ ok: true });
    expect(await occurrences("Tour B")).toHaveLength(6);
  });

  it("edits one occurrence alone, then this and following, then the whole series; the one edited alone stays", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    (await runAs(manager, { intent: "create", employeeIds: karim.id, ...weekly("Tour C") })).result;
    const [first, second, , fourth] = await occurrences("Tour C");
    if (!first || !second || !fourth) throw new Error("occurrences attendues");

    /** Marc edits an occurrence with the scope the dialog asks him for. */
    const edit = (planning: Planning, scope: string, values: Record<string, string | string[]>) =>
      runAs(manager, { intent: "update", planningId: planning.id, scope, ...values }).then((answer) => answer.result);

    const alone = await edit(second, "occurrence", {
      title: "Tour C",
      startTime: "2026-03-25T10:00",
      endTime: "2026-03-25T12:00",
      location: "Tour Montparnasse",
    });
    expect(alone).toMatchObject({ ok: true, description: "Le planning a été mis à jour avec succès." });
    expect((await getPlanning(second.id))?.series?.detached).toBe(true);

    const following = await edit(fourth, "following", {
      ...weekly("Tour C"),
      startTime: "2026-03-30T07:00",
      endTime: "2026-03-30T09:00",
    });
    expect(following).toMatchObject({ ok: true, description: "La série a été mise à jour avec succès." });
    const afterFollowing = await occurrences("Tour C");
    expect(starts(afterFollowing)).toEqual(weeklyStarts("06:00", "10:00", "06:00", "07:00", "07:00", "07:00"));
    // The plannings of the dates kept are the same ones: a calendar updates them in place.
    expect(afterFollowing[3]?.id).toBe(fourth.id);
    expect(afterFollowing[0]?.series?.repeat.until).toBe("2026-03-29");
    expect(afterFollowing[3]?.series?.from).toBe("2026-03-30");

    const whole = await edit(first, "series", {
      ...weekly("Tour C bis"),
      repeatUntil: "2026-03-29",
      startTime: "2026-03-23T05:30",
      endTime: "2026-03-23T07:30",
    });
    expect(whole).toMatchObject({ ok: true });
    expect(starts(await occurrences("Tour C bis"))).toEqual(["lun. 23/03 05:30", "ven. 27/03 05:30"]);
    expect((await getPlanning(second.id))?.title).toBe("Tour C");
  });

  it("deletes one occurrence for good, this and following, or the whole series", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    (await runAs(manager, { intent: "create", employeeIds: karim.id, ...weekly("Tour D"), repeatUntil: "" })).result;
    const made = await occurrences("Tour D");
    const [, second, , fourth] = made;
    if (!second || !fourth) throw new Error("occurrences attendues");

    expect(
      (await runAs(manager, { intent: "delete", planningId: second.id, scope: "occurrence" })).result,
    ).toMatchObject({
      ok: true,
      description: "Le planning a été supprimé avec succès.",
    });
    await extendSeriesHorizons(getDb(), shiftDay(todayIn(ZONE), 14));
    const extended = await occurrences("Tour D");
    expect(extended.some((planning) => planning.id === second.id || planning.startTime === second.startTime)).toBe(
      false,
    );
    expect(extended.length).toBe(made.length - 1 + 6);

    expect(
      (await runAs(manager, { intent: "delete", planningId: fourth.id, scope: "following" })).result,
    ).toMatchObject({
      description: "Les occurrences à partir du 30/03/2026 ont été supprimées avec succès.",
    });
    expect(starts(await occurrences("Tour D"))).toEqual(["lun. 23/03 06:00", "ven. 27/03 06:00"]);
    const [firstLeft] = await occurrences("Tour D");
    expect(
      (await runAs(manager, { intent: "delete", planningId: firstLeft?.id ?? "", scope: "series" })).result,
    ).toMatchObject({
      description: "La série a été supprimée avec succès.",
    });
    expect(await occurrences("Tour D")).toEqual([]);
  });

  it("adds an employee to the whole series and removes one from this occurrence on", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    const sofia = await staff("employee", { firstName: "Sofia" });
    (await runAs(manager, { intent: "create", employeeIds: karim.id, ...weekly("Tour E") })).result;
    const [first, , third] = await occurrences("Tour E");
    if (!first || !third) throw new Error("occurrences attendues");
    const added = (
      await runAs(manager, {
        intent: "add-employee",
        planningId: first.id,
        employeeId: sofia.id,
        scope: "series",
        ...weekly("Tour E"),
      })
    ).result;
    expect(added).toMatchObject({ ok: true, description: "L'utilisateur a été ajouté à la série avec succès." });
    expect((await occurrences("Tour E")).every((planning) => planning.assignedUsers.length === 2)).toBe(true);

    const karimOnThird = (await getPlanning(third.id))?.assignedUsers.find((user) => user.id === karim.id);
    const removed = (
      await runAs(manager, {
        intent: "remove-employee",
        planningId: third.id,
        scheduleId: karimOnThird?.scheduleId ?? "",
        scope: "following",
      })
    ).result;
    expect(removed).toMatchObject({
      ok: true,
      description: `Karim ${karim.lastName} a été retiré de la série avec succès.`,
    });
    expect(
      (await occurrences("Tour E")).map((planning) =>
        planning.assignedUsers
          .map((user) => user.firstName)
          .sort()
          .join("+"),
      ),
    ).toEqual(["Karim+Sofia", "Karim+Sofia", "Sofia", "Sofia", "Sofia", "Sofia"]);
  });

  it("replaces an employee on one planning, or on a whole series once its overlaps are confirmed", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const zoe = await staff("employee", { firstName: "Zoé" });
    const single = { title: "Hall G", startTime: "2026-03-24T06:00", endTime: "2026-03-24T07:00" };
    (await runAs(manager, { intent: "create", employeeIds: anne.id, ...single })).result;
    const [hall] = await occurrences("Hall G");
    const replaced = (
      await runAs(manager, {
        intent: "remove-employee",
        planningId: hall?.id ?? "",
        scheduleId: hall?.assignedUsers[0]?.scheduleId ?? "",
        replacementId: zoe.id,
      })
    ).result;
    expect(replaced).toMatchObject({
      ok: true,
      description: `Anne ${anne.lastName} a été remplacé par Zoé ${zoe.lastName} avec succès.`,
    });
    expect((await getPlanning(hall?.id ?? ""))?.assignedUsers.map((user) => user.id)).toEqual([zoe.id]);

    (await runAs(manager, { intent: "create", employeeIds: anne.id, ...weekly("Tour G") })).result;
    (
      await runAs(manager, {
        intent: "create",
        employeeIds: zoe.id,
        title: "Vitres",
        startTime: "2026-03-30T07:00",
        endTime: "2026-03-30T07:30",
      })
    ).result;
    const [first] = await occurrences("Tour G");
    const values = {
      intent: "remove-employee",
      planningId: first?.id ?? "",
      scheduleId: first?.assignedUsers[0]?.scheduleId ?? "",
      replacementId: zoe.id,
      scope: "series",
    };
    expect((await runAs(manager, values)).result).toMatchObject({ ok: false, code: "OVERLAP" });
    expect((await runAs(manager, { ...values, confirmOverlap: "true" })).result).toMatchObject({ ok: true });
    const staffed = await occurrences("Tour G");
    expect(staffed.map((planning) => planning.assignedUsers.map((user) => user.id))).toEqual(Array(6).fill([zoe.id]));
  });

  it("makes a one-off planning the first occurrence of a series, and the nightly job extends open series", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    const monday = todayIn(ZONE);
    (
      await runAs(manager, {
        intent: "create",
        employeeIds: karim.id,
        title: "Hall F",
        startTime: `${monday}T06:00`,
        endTime: `${monday}T07:00`,
      })
    ).result;
    const [single] = await occurrences("Hall F");
    const weekday = formatInZone(single?.startTime ?? "", "EEEEEE", ZONE);
    const day =
      { lu: "MO", ma: "TU", me: "WE", je: "TH", ve: "FR", sa: "SA", di: "SU" }[weekday.toLowerCase().slice(0, 2)] ??
      "MO";
    const converted = (
      await runAs(manager, {
        intent: "update",
        planningId: single?.id ?? "",
        title: "Hall F",
        startTime: `${monday}T06:00`,
        endTime: `${monday}T07:00`,
        repeat: "weekly",
        repeatDays: day,
      })
    ).result;
    expect(converted).toMatchObject({
      ok: true,
      description: "Le planning récurrent a été ajouté avec succès (27 occurrences).",
    });
    const made = await occurrences("Hall F");
    expect(made[0]?.id).toBe(single?.id);
    expect(made).toHaveLength(27);

    expect(await extendSeriesHorizons(getDb(), shiftDay(monday, 7))).toBeGreaterThanOrEqual(1);
    expect(await extendSeriesHorizons(getDb(), shiftDay(monday, 7))).toBe(0);
    expect(await occurrences("Hall F")).toHaveLength(28);
    const [row] = await getDb().select().from(planningSeries).where(eq(planningSeries.title, "Hall F"));
    expect(row?.materializedUntil).toBe(shiftDay(monday, 7 + 26 * 7));
  });
});
