import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { planningAssignments, plannings } from "../../../../db/schema";
import { captureLogs } from "../../../../tests/support/log-capture";
import { runAs } from "../../../../tests/support/schedule-action";
import { insertSite } from "../../../../tests/support/site-rows";
import { staff } from "../../../../tests/support/staff";
import { getDb } from "../../../lib/db.server";
import type { SessionUser } from "../../../lib/permissions";
import { frenchDay, PARIS, shiftDay, shiftWeek, toDateTimeLocal, todayIn, weekOf } from "../../../lib/time";
import { loadSchedulePage } from "../schedules.server";

const failAfterInsert = vi.hoisted(() => ({ on: false }));

// Fails the copy after its rows are written, to show that the transaction takes them back.
vi.mock("./copy-week.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("./copy-week.server")>();
  return {
    ...real,
    insertCopies: async (...args: Parameters<typeof real.insertCopies>) => {
      await real.insertCopies(...args);
      if (failAfterInsert.on) throw new Error("panne simulée après l'écriture");
    },
  };
});

/** Plans work through the action as `actor`: who, what, from and to (Paris wall-clock), and any other field. */
async function plan(
  actor: SessionUser,
  employeeIds: string | string[],
  title: string,
  startTime: string,
  endTime: string,
  extra: Record<string, string | string[]> = {},
) {
  const { result } = await runAs(actor, { intent: "create", employeeIds, title, startTime, endTime, ...extra });
  expect(result, `création de « ${title} »`).toMatchObject({ ok: true });
}

/** The copy-week form aimed at the week of `day`, or at the `weeks` weeks after the source. */
const copyTo = (day: string) => ({ intent: "copy-week", target: "week", targetWeek: day });
const copyNext = (weeks: string) => ({ intent: "copy-week", target: "next", weeks });

async function rowCounts() {
  const counted = { count: sql<number>`count(*)::int` };
  const [planningRows] = await getDb().select(counted).from(plannings);
  const [assignmentRows] = await getDb().select(counted).from(planningAssignments);
  return { plannings: planningRows?.count, assignments: assignmentRows?.count };
}

/** The week's plannings, as Paris wall times, title and employees. */
async function weekShown(monday: string) {
  const groups = (await loadSchedulePage(weekOf(monday, PARIS), 1)).groups;
  return groups
    .flatMap((group) => group.plannings)
    .map((planning) => ({
      title: planning.title,
      start: toDateTimeLocal(planning.startTime, PARIS),
      end: toDateTimeLocal(planning.endTime, PARIS),
      site: planning.site?.name ?? null,
      location: planning.location,
      description: planning.description,
      employees: planning.assignedUsers.map((user) => user.id).sort(),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

describe("copy week", () => {
  it("copies every planning of a week to the next week, 06:00 kept across the spring change", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim" });
    const sofia = await staff("employee", { firstName: "Sofia" });
    const tour = await insertSite("Tour Copie A");
    await plan(manager, [karim.id, sofia.id], "Bureaux", "2031-03-24T06:00", "2031-03-24T08:00", {
      siteId: tour,
      description: "Badge à l'accueil",
    });
    await plan(manager, [karim.id], "Nuit", "2031-03-29T22:00", "2031-03-30T06:00", { location: "Entrepôt" });
    const copied = await runAs(manager, { ...copyTo("2031-04-02"), sourceWeek: "2031-03-24" });
    expect(copied).toMatchObject({
      status: 200,
      result: {
        ok: true,
        intent: "copy-week",
        description: "2 plannings ont été copiés vers la semaine du 31/03/2031.",
      },
    });
    expect(await weekShown("2031-03-31")).toEqual([
      {
        title: "Bureaux",
        start: "2031-03-31T06:00",
        end: "2031-03-31T08:00",
        site: "Tour Copie A",
        location: "Tour Copie A",
        description: "Badge à l'accueil",
        employees: [karim.id, sofia.id].sort(),
      },
      {
        title: "Nuit",
        start: "2031-04-05T22:00",
        end: "2031-04-06T06:00",
        site: null,
        location: "Entrepôt",
        description: null,
        employees: [karim.id],
      },
    ]);
    // The source week is as it was.
    expect((await weekShown("2031-03-24")).map((planning) => planning.start)).toEqual([
      "2031-03-24T06:00",
      "2031-03-29T22:00",
    ]);
  });

  it("copies one site's plannings to the N weeks after", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const mine = await insertSite("Tour Copie B");
    await plan(manager, anne.id, "Site B", "2031-05-05T06:00", "2031-05-05T08:00", { siteId: mine });
    await plan(manager, anne.id, "Ailleurs", "2031-05-06T06:00", "2031-05-06T08:00", { location: "Autre" });
    const copied = await runAs(manager, { ...copyNext("3"), sourceWeek: "2031-05-05", siteId: mine });
    expect(copied.result).toMatchObject({
      ok: true,
      description: "3 plannings ont été copiés sur les 3 semaines du 12/05/2031 au 01/06/2031.",
    });
    for (const monday of ["2031-05-12", "2031-05-19", "2031-05-26"]) {
      expect((await weekShown(monday)).map((planning) => planning.title)).toEqual(["Site B"]);
    }
  });

  it("copies the one-off plannings only, and says how many occurrences of series it left to their series", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const lucia = await staff("employee", { firstName: "Lucía" });
    const monday = shiftWeek(weekOf(todayIn(PARIS), PARIS)?.monday ?? "", 3);
    const weekdays = { repeat: "weekly", repeatDays: ["MO", "TU", "WE"], repeatHolidays: "worked" };
    await plan(manager, lucia.id, "Série bureaux", `${monday}T06:00`, `${monday}T08:00`, weekdays);
    await plan(manager, lucia.id, "Vitres", `${shiftDay(monday, 3)}T09:00`, `${shiftDay(monday, 3)}T11:00`);
    await plan(manager, lucia.id, "Remise en état", `${shiftDay(monday, 4)}T14:00`, `${shiftDay(monday, 4)}T16:00`);
    const next = shiftWeek(monday, 1);
    const before = await weekShown(next);
    expect(before.map((planning) => planning.title)).toEqual(["Série bureaux", "Série bureaux", "Série bureaux"]);

    const copied = await runAs(manager, { ...copyTo(next), sourceWeek: monday });
    expect(copied.result).toMatchObject({
      ok: true,
      description: `2 plannings ont été copiés vers la semaine du ${frenchDay(next)}. 3 plannings ne sont pas copiés : ils font partie de séries, qui se répètent déjà d'elles-mêmes.`,
    });
    expect((await weekShown(next)).map((planning) => planning.title)).toEqual([
      "Série bureaux",
      "Série bureaux",
      "Série bureaux",
      "Vitres",
      "Remise en état",
    ]);

    const seriesOnly = await insertSite("Tour Copie Série");
    await plan(manager, lucia.id, "Hall", `${monday}T18:00`, `${monday}T19:00`, { ...weekdays, siteId: seriesOnly });
    const nothing = await runAs(manager, { ...copyTo(next), sourceWeek: monday, siteId: seriesOnly });
    expect(nothing.result).toMatchObject({
      ok: false,
      code: "NOTHING_TO_COPY",
      message:
        "Aucun planning à copier pour cette semaine. 3 plannings ne sont pas copiés : ils font partie de séries, qui se répètent déjà d'elles-mêmes.",
    });
  });

  it("lists overlaps and writes nothing until the copy is confirmed", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const karim = await staff("employee", { firstName: "Karim", lastName: "Benali" });
    const copy = { intent: "copy-week", sourceWeek: "2031-06-02", target: "week", targetWeek: "2031-06-09" };
    await plan(manager, karim.id, "Source", "2031-06-02T06:00", "2031-06-02T09:00");
    await plan(manager, karim.id, "Bureaux", "2031-06-09T07:00", "2031-06-09T10:00");
    const before = await rowCounts();
    const preview = await runAs(manager, copy);
    expect(preview).toMatchObject({
      status: 200,
      result: { ok: false, code: "OVERLAP", intent: "copy-week", message: "1 planning sera créé." },
    });
    expect(preview.result.submission?.error?.[""]).toEqual([
      "Karim Benali : déjà sur « Bureaux » le lundi 9 juin 07:00–10:00",
    ]);
    expect(await rowCounts()).toEqual(before);

    const confirmed = await runAs(manager, { ...copy, confirmOverlap: "true" });
    expect(confirmed.result).toMatchObject({ ok: true });
    expect((await weekShown("2031-06-09")).map((planning) => planning.title)).toEqual(["Source", "Bureaux"]);
  });

  it("refuses in French and changes nothing", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const archived = await insertSite("Tour Copie archivée", false);
    await plan(manager, anne.id, "Semaine pleine", "2031-07-07T06:00", "2031-07-07T08:00");
    const copy = { intent: "copy-week", sourceWeek: "2031-07-07" };
    const before = await rowCounts();
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...copy, target: "week", targetWeek: "2020-01-06" }, "Impossible de copier vers une semaine passée."],
      [
        { ...copy, sourceWeek: "2020-01-06", target: "next", weeks: "2" },
        "Impossible de copier vers une semaine passée.",
      ],
      [
        { ...copy, target: "week", targetWeek: "2031-07-09" },
        "La semaine cible doit être différente de la semaine copiée.",
      ],
      [{ ...copy, target: "week" }, "Veuillez choisir la semaine cible."],
      [{ ...copy, target: "next", weeks: "40" }, "Le nombre de semaines doit être compris entre 1 et 26."],
      [
        { ...copy, siteId: "00000000-0000-4000-8000-000000000000", target: "next", weeks: "1" },
        "Ce site n'existe pas ou a été archivé.",
      ],
      [{ ...copy, siteId: "pas-un-id", target: "next", weeks: "1" }, "Ce site n'existe pas ou a été archivé."],
      [{ ...copy, siteId: archived, target: "next", weeks: "1" }, "Ce site n'existe pas ou a été archivé."],
      [
        { ...copy, sourceWeek: "2031-07-14", target: "week", targetWeek: "2031-08-04" },
        "Aucun planning à copier pour cette semaine.",
      ],
    ];
    for (const [values, message] of cases) {
      const answer = await runAs(manager, values);
      expect(answer.result, JSON.stringify(values)).toMatchObject({ ok: false, message });
      expect(answer.status).toBe(200);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a copy of more than 2,000 plannings", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const rows = Array.from({ length: 100 }, (_, index) => ({
      title: `Créneau ${index}`,
      startTime: new Date(Date.UTC(2029, 8, 3, 6) + index * 60_000),
      endTime: new Date(Date.UTC(2029, 8, 3, 7) + index * 60_000),
    }));
    await getDb().insert(plannings).values(rows);
    const before = await rowCounts();
    const answer = await runAs(manager, { ...copyNext("21"), sourceWeek: "2029-09-03" });
    expect(answer.result).toMatchObject({
      ok: false,
      code: "TOO_MANY_PLANNINGS",
      // French grouping: a narrow no-break space.
      message: "Une copie crée au plus 2\u202f000 plannings : celle-ci en créerait 2\u202f100.",
    });
    expect(await rowCounts()).toEqual(before);
    const twenty = await runAs(manager, { ...copyNext("20"), sourceWeek: "2029-09-03" });
    expect(twenty.result).toMatchObject({ ok: true });
  });

  it("is one transaction: a failure after writing leaves nothing", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    await plan(manager, anne.id, "Tout ou rien", "2031-10-06T06:00", "2031-10-06T08:00");
    const before = await rowCounts();
    failAfterInsert.on = true;
    const logs = captureLogs("silent");
    try {
      const answer = await runAs(manager, { ...copyNext("2"), sourceWeek: "2031-10-06" });
      expect(answer).toMatchObject({
        status: 500,
        result: { ok: false, code: "UNEXPECTED_ERROR", message: "Impossible de copier la semaine." },
      });
    } finally {
      failAfterInsert.on = false;
      logs.restore();
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("lets one of two copies onto the same employees through the overlap check", async () => {
    const [first, second] = [
      await staff("manager", { firstName: "Marc" }),
      await staff("manager", { firstName: "Lise" }),
    ];
    const anne = await staff("employee", { firstName: "Anne" });
    await plan(first, anne.id, "Concurrence", "2030-03-04T06:00", "2030-03-04T08:00");
    const copy = { intent: "copy-week", sourceWeek: "2030-03-04", target: "week", targetWeek: "2030-03-11" };
    const answers = await Promise.all([runAs(first, copy), runAs(second, copy)]);
    expect(answers.map(({ result }) => (result.ok ? "ok" : result.code)).sort()).toEqual(["OVERLAP", "ok"]);
    expect(await weekShown("2030-03-11")).toHaveLength(1);
  });
});
