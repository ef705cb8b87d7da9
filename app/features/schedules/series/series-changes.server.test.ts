import { describe, expect, it } from "vitest";
import { runAs } from "../../../../tests/support/schedule-action";
import { occurrences, starts, weekly, weeklyStarts, ZONE } from "../../../../tests/support/series-plannings";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";
import { shiftDay, todayIn } from "../../../lib/time";
import type { Planning } from "../schedules";
import { getPlanning } from "../schedules.server";
import { extendSeriesHorizons } from "./series-horizon.server";

describe("recurring plannings", () => {
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
    await extendSeriesHorizons(getDb(), shiftDay(todayIn(ZONE), 14), ZONE);
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
        assignmentId: karimOnThird?.assignmentId ?? "",
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
        assignmentId: hall?.assignedUsers[0]?.assignmentId ?? "",
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
      assignmentId: first?.assignedUsers[0]?.assignmentId ?? "",
      replacementId: zoe.id,
      scope: "series",
    };
    expect((await runAs(manager, values)).result).toMatchObject({ ok: false, code: "OVERLAP" });
    expect((await runAs(manager, { ...values, confirmOverlap: "true" })).result).toMatchObject({ ok: true });
    const staffed = await occurrences("Tour G");
    expect(staffed.map((planning) => planning.assignedUsers.map((user) => user.id))).toEqual(Array(6).fill([zoe.id]));
  });
});
