import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planningSeries, plannings } from "../../../../db/schema";
import { rowCount } from "../../../../tests/support/row-count";
import { runAs } from "../../../../tests/support/schedule-action";
import { occurrences, paris, starts, weekly, weeklyStarts } from "../../../../tests/support/series-plannings";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";

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
    // Public holidays worked: Easter and Whit Mondays fall within these weeks.
    const later = {
      ...weekly("Tour Z"),
      startTime: "2031-01-06T06:00",
      endTime: "2031-01-06T08:00",
      repeatUntil: "",
      repeatHolidays: "worked",
    };
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

  it("leaves public holidays out of a series unless it works them, and copies its break to every occurrence", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    // Fridays 24 April to 15 May 2026: 1 and 8 May are public holidays.
    const fridays = {
      title: "Vitres Opéra",
      startTime: "2026-04-24T22:00",
      endTime: "2026-04-25T05:00",
      breakMinutes: "30",
      repeat: "weekly",
      repeatDays: "FR",
      repeatUntil: "2026-05-15",
    };
    const created = (await runAs(manager, { intent: "create", employeeIds: karim.id, ...fridays })).result;
    expect(created).toMatchObject({ ok: true, description: expect.stringContaining("(2 occurrences)") });
    const made = await occurrences("Vitres Opéra");
    expect(starts(made)).toEqual(["ven. 24/04 22:00", "ven. 15/05 22:00"]);
    expect(made.map((planning) => planning.breakMinutes)).toEqual([30, 30]);
    expect(made[0]?.series?.repeat.worksPublicHolidays).toBe(false);

    const worked = { ...fridays, repeatHolidays: "worked", breakMinutes: "45" };
    const edited = await runAs(manager, {
      intent: "update",
      planningId: made[0]?.id ?? "",
      ...worked,
      scope: "series",
    });
    expect(edited.result).toMatchObject({ ok: true });
    const all = await occurrences("Vitres Opéra");
    expect(starts(all)).toEqual(["ven. 24/04 22:00", "ven. 01/05 22:00", "ven. 08/05 22:00", "ven. 15/05 22:00"]);
    expect(all.map((planning) => planning.breakMinutes)).toEqual([45, 45, 45, 45]);
    expect(all[0]?.id).toBe(made[0]?.id);

    const [series] = await getDb().select().from(planningSeries).where(eq(planningSeries.title, "Vitres Opéra"));
    expect(series).toMatchObject({ breakMinutes: 45, worksPublicHolidays: true });
  });

  it("refuses a series whose break is as long as its occurrences, writing nothing", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    const before = { plannings: await rowCount(plannings), series: await rowCount(planningSeries) };
    const refused = await runAs(manager, {
      intent: "create",
      employeeIds: karim.id,
      ...weekly("Longue pause"),
      breakMinutes: "120",
    });
    expect(refused.result).toMatchObject({ ok: false, message: "La pause doit être plus courte que la vacation." });
    expect({ plannings: await rowCount(plannings), series: await rowCount(planningSeries) }).toEqual(before);
  });
});
