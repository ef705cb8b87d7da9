import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { planningAssignments, plannings, sites } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { toDateTimeLocal, weekOf } from "../../lib/time";
import { createUserAccount } from "../users/create-user.server";
import { runScheduleAction } from "./schedule-actions.server";
import { loadSchedulePage } from "./schedules.server";

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

let count = 0;
async function person(role: "manager" | "employee", firstName: string) {
  count += 1;
  const email = `copie${count}@exemple.fr`;
  const { id } = await createUserAccount({ email, password: "motdepasse-solide", role, firstName, lastName: "Benali" });
  return { id, email, firstName, lastName: "Benali", role };
}

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

async function run(values: Record<string, string | string[]>, actor: SessionUser) {
  const answer = await runScheduleAction(form(values), actor, "Europe/Paris");
  return { status: answer.init?.status ?? 200, result: answer.data };
}

async function site(name: string, active = true) {
  const [row] = await getDb()
    .insert(sites)
    .values({ name, clientName: "Client", address: "33 avenue du Maine", postalCode: "75015", city: "Paris", active })
    .returning({ id: sites.id });
  if (!row) throw new Error("no site");
  return row.id;
}

async function rowCounts() {
  const counted = { count: sql<number>`count(*)::int` };
  const [planningRows] = await getDb().select(counted).from(plannings);
  const [assignmentRows] = await getDb().select(counted).from(planningAssignments);
  return { plannings: planningRows?.count, assignments: assignmentRows?.count };
}

/** The week's plannings, as Paris wall times, title and employees. */
async function weekShown(monday: string) {
  const groups = (await loadSchedulePage(weekOf(monday), 1)).groups;
  return groups
    .flatMap((group) => group.plannings)
    .map((planning) => ({
      title: planning.title,
      start: toDateTimeLocal(planning.startTime),
      end: toDateTimeLocal(planning.endTime),
      site: planning.site?.name ?? null,
      location: planning.location,
      description: planning.description,
      employees: planning.assignedUsers.map((user) => user.id).sort(),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

describe("copy week", () => {
  it("copies every planning of a week to the next week, 06:00 kept across the spring change", async () => {
    const manager = await person("manager", "Marc");
    const karim = await person("employee", "Karim");
    const sofia = await person("employee", "Sofia");
    const tour = await site("Tour Copie A");
    await run(
      {
        intent: "create",
        employeeIds: [karim.id, sofia.id],
        title: "Bureaux",
        siteId: tour,
        description: "Badge à l'accueil",
        startTime: "2031-03-24T06:00",
        endTime: "2031-03-24T08:00",
      },
      manager,
    );
    await run(
      {
        intent: "create",
        employeeIds: [karim.id],
        title: "Nuit",
        location: "Entrepôt",
        startTime: "2031-03-29T22:00",
        endTime: "2031-03-30T06:00",
      },
      manager,
    );
    const copied = await run(
      { intent: "copy-week", sourceWeek: "2031-03-24", target: "week", targetWeek: "2031-04-02" },
      manager,
    );
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
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const mine = await site("Tour Copie B");
    await run(
      {
        intent: "create",
        employeeIds: anne.id,
        title: "Site B",
        siteId: mine,
        startTime: "2031-05-05T06:00",
        endTime: "2031-05-05T08:00",
      },
      manager,
    );
    await run(
      {
        intent: "create",
        employeeIds: anne.id,
        title: "Ailleurs",
        location: "Autre",
        startTime: "2031-05-06T06:00",
        endTime: "2031-05-06T08:00",
      },
      manager,
    );
    const copied = await run(
      { intent: "copy-week", sourceWeek: "2031-05-05", siteId: mine, target: "next", weeks: "3" },
      manager,
    );
    expect(copied.result).toMatchObject({
      ok: true,
      description: "3 plannings ont été copiés sur les 3 semaines du 12/05/2031 au 01/06/2031.",
    });
    for (const monday of ["2031-05-12", "2031-05-19", "2031-05-26"]) {
      expect((await weekShown(monday)).map((planning) => planning.title)).toEqual(["Site B"]);
    }
  });

  it("lists overlaps and writes nothing until the copy is confirmed", async () => {
    const manager = await person("manager", "Marc");
    const karim = await person("employee", "Karim");
    const copy = { intent: "copy-week", sourceWeek: "2031-06-02", target: "week", targetWeek: "2031-06-09" };
    await run(
      {
        intent: "create",
        employeeIds: karim.id,
        title: "Source",
        startTime: "2031-06-02T06:00",
        endTime: "2031-06-02T09:00",
      },
      manager,
    );
    await run(
      {
        intent: "create",
        employeeIds: karim.id,
        title: "Bureaux",
        startTime: "2031-06-09T07:00",
        endTime: "2031-06-09T10:00",
      },
      manager,
    );
    const before = await rowCounts();
    const preview = await run(copy, manager);
    expect(preview).toMatchObject({
      status: 200,
      result: { ok: false, code: "OVERLAP", intent: "copy-week", message: "1 planning sera créé." },
    });
    expect(preview.result.submission?.error?.[""]).toEqual([
      "Karim Benali : déjà sur « Bureaux » le lundi 9 juin 07:00–10:00",
    ]);
    expect(await rowCounts()).toEqual(before);

    const confirmed = await run({ ...copy, confirmOverlap: "true" }, manager);
    expect(confirmed.result).toMatchObject({ ok: true });
    expect((await weekShown("2031-06-09")).map((planning) => planning.title)).toEqual(["Source", "Bureaux"]);
  });

  it("refuses in French and changes nothing", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const archived = await site("Tour Copie archivée", false);
    await run(
      {
        intent: "create",
        employeeIds: anne.id,
        title: "Semaine pleine",
        startTime: "2031-07-07T06:00",
        endTime: "2031-07-07T08:00",
      },
      manager,
    );
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
      const answer = await run(values, manager);
      expect(answer.result, JSON.stringify(values)).toMatchObject({ ok: false, message });
      expect(answer.status).toBe(200);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a copy of more than 2,000 plannings", async () => {
    const manager = await person("manager", "Marc");
    const rows = Array.from({ length: 100 }, (_, index) => ({
      title: `Créneau ${index}`,
      startTime: new Date(Date.UTC(2031, 8, 1, 6) + index * 60_000),
      endTime: new Date(Date.UTC(2031, 8, 1, 7) + index * 60_000),
    }));
    await getDb().insert(plannings).values(rows);
    const before = await rowCounts();
    const answer = await run({ intent: "copy-week", sourceWeek: "2031-09-01", target: "next", weeks: "21" }, manager);
    expect(answer.result).toMatchObject({
      ok: false,
      code: "TOO_MANY_PLANNINGS",
      // French grouping: a narrow no-break space.
      message: "Une copie crée au plus 2\u202f000 plannings : celle-ci en créerait 2\u202f100.",
    });
    expect(await rowCounts()).toEqual(before);
    const twenty = await run({ intent: "copy-week", sourceWeek: "2031-09-01", target: "next", weeks: "20" }, manager);
    expect(twenty.result).toMatchObject({ ok: true });
  });

  it("is one transaction: a failure after writing leaves nothing", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    await run(
      {
        intent: "create",
        employeeIds: anne.id,
        title: "Tout ou rien",
        startTime: "2031-10-06T06:00",
        endTime: "2031-10-06T08:00",
      },
      manager,
    );
    const before = await rowCounts();
    failAfterInsert.on = true;
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answer = await run({ intent: "copy-week", sourceWeek: "2031-10-06", target: "next", weeks: "2" }, manager);
      expect(answer).toMatchObject({
        status: 500,
        result: { ok: false, code: "UNEXPECTED_ERROR", message: "Impossible de copier la semaine." },
      });
    } finally {
      failAfterInsert.on = false;
      spy.mockRestore();
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("lets one of two copies onto the same employees through the overlap check", async () => {
    const [first, second] = [await person("manager", "Marc"), await person("manager", "Lise")];
    const anne = await person("employee", "Anne");
    await run(
      {
        intent: "create",
        employeeIds: anne.id,
        title: "Concurrence",
        startTime: "2033-03-07T06:00",
        endTime: "2033-03-07T08:00",
      },
      first,
    );
    const copy = { intent: "copy-week", sourceWeek: "2033-03-07", target: "week", targetWeek: "2033-03-14" };
    const answers = await Promise.all([run(copy, first), run(copy, second)]);
    expect(answers.map(({ result }) => (result.ok ? "ok" : result.code)).sort()).toEqual(["OVERLAP", "ok"]);
    expect(await weekShown("2033-03-14")).toHaveLength(1);
  });
});
