import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/form-data";
import { insertSite } from "../../../tests/support/site-rows";
import type { Role } from "../../domain/roles";
import type { SessionUser } from "../../lib/permissions";
import { createUserAccount } from "../users/create-user.server";
import { findCalendarOwner, regenerateCalendarToken, revokeCalendarToken } from "./calendar.server";
import { runScheduleAction } from "./schedule-actions.server";
import { getPlanning, listEmployeePlannings, loadSchedulePage } from "./schedules.server";

let count = 0;
async function person(role: Role = "employee", firstName = "Anne") {
  count += 1;
  const { id } = await createUserAccount({
    email: `personne${count}@exemple.fr`,
    password: "motdepasse-solide",
    role,
    firstName,
    lastName: `Nom${count}`,
  });
  return { id, email: `personne${count}@exemple.fr`, firstName, lastName: `Nom${count}`, role };
}

const details = {
  title: "Bureaux Opéra",
  startTime: "2026-03-30T08:00",
  endTime: "2026-03-30T11:00",
  location: "Opéra",
  description: "Badge à l'accueil",
};

/** The action's answer, as the route sends it. */
async function run(values: Record<string, string | string[]>, actor: SessionUser) {
  const answer = await runScheduleAction(formData(values), actor, "Europe/Paris");
  return { status: answer.init?.status ?? 200, result: answer.data };
}

async function allPlannings() {
  return (await loadSchedulePage(null, 1)).groups.flatMap((group) => group.plannings);
}

describe("planning actions", () => {
  it("creates, edits for everyone, detaches one employee, adds, removes and deletes", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const karim = await person("employee", "Karim");
    const zoe = await person("employee", "Zoé");

    const created = await run({ intent: "create", employeeIds: [anne.id, karim.id], ...details }, manager);
    expect(created).toMatchObject({
      status: 200,
      result: { ok: true, intent: "create", message: "Succès", description: "Le planning a été ajouté avec succès." },
    });
    const [planning] = await allPlannings();
    if (!planning) throw new Error("planning attendu");
    expect(planning.startTime).toBe("2026-03-30T06:00:00.000Z");
    expect(planning.assignedUsers.map((user) => user.id).sort()).toEqual([anne.id, karim.id].sort());

    await run({ intent: "update", planningId: planning.id, ...details, title: "Bureaux Opéra, 2e étage" }, manager);
    expect((await getPlanning(planning.id))?.title).toBe("Bureaux Opéra, 2e étage");

    const karimRow = planning.assignedUsers.find((user) => user.id === karim.id);
    const one = await run(
      { intent: "update-one", scheduleId: karimRow?.scheduleId ?? "", ...details, endTime: "2026-03-30T12:00" },
      manager,
    );
    expect(one.result).toMatchObject({
      ok: true,
      description: `Le planning de Karim ${karim.lastName} a été mis à jour avec succès.`,
    });
    const after = await allPlannings();
    expect(after).toHaveLength(2);
    expect((await getPlanning(planning.id))?.assignedUsers.map((user) => user.id)).toEqual([anne.id]);

    const overlap = await run(
      { intent: "add-employee", planningId: planning.id, employeeId: karim.id, ...details },
      manager,
    );
    expect(overlap.result).toMatchObject({ ok: false, code: "OVERLAP", message: "Chevauchement de planning" });
    expect(overlap.result.submission?.error?.[""]).toEqual([
      `Karim ${karim.lastName} : « Bureaux Opéra » (30/03/2026 de 08:00 à 12:00)`,
    ]);
    expect((await getPlanning(planning.id))?.assignedUsers).toHaveLength(1);

    const current = await getPlanning(planning.id);
    const added = await run(
      {
        intent: "add-employee",
        planningId: planning.id,
        employeeId: zoe.id,
        title: current?.title ?? "",
        ...{ location: details.location, description: details.description },
        startTime: details.startTime,
        endTime: details.endTime,
      },
      manager,
    );
    expect(added.result).toMatchObject({
      ok: true,
      description: "L'utilisateur a été ajouté au planning avec succès.",
    });
    expect((await getPlanning(planning.id))?.assignedUsers.map((user) => user.id).sort()).toEqual(
      [anne.id, zoe.id].sort(),
    );

    const zoeRow = (await getPlanning(planning.id))?.assignedUsers.find((user) => user.id === zoe.id);
    const removed = await run(
      { intent: "remove-employee", planningId: planning.id, scheduleId: zoeRow?.scheduleId ?? "" },
      manager,
    );
    expect(removed.result).toMatchObject({
      ok: true,
      description: `Zoé ${zoe.lastName} a été retiré du planning avec succès.`,
    });

    expect(await listEmployeePlannings(anne.id)).toHaveLength(1);
    const deleted = await run({ intent: "delete", planningId: planning.id }, manager);
    expect(deleted.result).toMatchObject({ ok: true, description: "Le planning a été supprimé avec succès." });
    expect(await listEmployeePlannings(anne.id)).toEqual([]);
  });

  it("refuses invalid input in French and changes nothing", async () => {
    const manager = await person("manager", "Marc");
    const before = await loadSchedulePage(null, 1);
    const cases: Array<[Record<string, string | string[]>, string]> = [
      [{ intent: "create", ...details, title: " " }, "Veuillez remplir tous les champs obligatoires."],
      [
        { intent: "create", employeeIds: [manager.id], ...details, title: "" },
        "Veuillez remplir tous les champs obligatoires.",
      ],
      [
        { intent: "create", employeeIds: [manager.id], ...details, endTime: "2026-03-30T08:00" },
        "La date de fin doit être postérieure à la date de début.",
      ],
      [
        { intent: "create", employeeIds: [manager.id], ...details, startTime: "2026-03-29T02:30" },
        "Cette heure n'existe pas à Paris (passage à l'heure d'été) : choisissez une heure après 03:00.",
      ],
      [
        { intent: "create", employeeIds: [manager.id], ...details, title: "x".repeat(201) },
        "Ce champ ne peut pas dépasser 200 caractères",
      ],
      [
        { intent: "create", employeeIds: [manager.id], ...details, description: "x".repeat(2001) },
        "Ce champ ne peut pas dépasser 2000 caractères",
      ],
      [{ intent: "create", employeeIds: ["inconnu"], ...details }, "Employé non trouvé"],
      [{ intent: "add-employee", planningId: "x", ...details }, "Veuillez sélectionner un utilisateur."],
      [{ intent: "remove-employee", planningId: "x" }, "Veuillez sélectionner un employé à retirer."],
      [{ intent: "remove-employee", planningId: "x", scheduleId: "y" }, "Employé non trouvé"],
      [{ intent: "pirater" }, "Action inconnue."],
    ];
    for (const [values, message] of cases) {
      const outcome = await run(values, manager);
      expect(outcome.result, JSON.stringify(values).slice(0, 80)).toMatchObject({ ok: false, message });
      expect(outcome.status).toBe(200);
    }
    expect(await loadSchedulePage(null, 1)).toEqual(before);
  });

  it("lets only one of two managers saving at once past the overlap check", async () => {
    const [first, second] = [await person("manager", "Marc"), await person("admin", "Alice")];
    const anne = await person("employee", "Anne");
    const answers = await Promise.all([
      run({ intent: "create", employeeIds: [anne.id], ...details, title: "Premier" }, first),
      run({ intent: "create", employeeIds: [anne.id], ...details, title: "Second" }, second),
    ]);
    expect(answers.map(({ result }) => (result.ok ? "ok" : result.code)).sort()).toEqual(["OVERLAP", "ok"]);
    expect(await listEmployeePlannings(anne.id)).toHaveLength(1);

    const [planning] = await listEmployeePlannings(anne.id);
    const zoe = await person("employee", "Zoé");
    const adding = {
      ...details,
      intent: "add-employee",
      planningId: planning?.id ?? "",
      employeeId: zoe.id,
      title: planning?.title ?? "",
    };
    const added = await Promise.all([run(adding, first), run(adding, second)]);
    expect(added.map(({ result }) => (result.ok ? "ok" : result.code)).sort()).toEqual(["ALREADY_ASSIGNED", "ok"]);
  });

  it("lists only the plannings of the shown range", async () => {
    const manager = await person("manager", "Marc");
    const cases: Array<[string, string]> = [
      ["Avant", "2026-04-05"],
      ["Dedans", "2026-04-08"],
      ["Après", "2026-04-13"],
    ];
    for (const [title, day] of cases) {
      await run(
        {
          intent: "create",
          employeeIds: [manager.id],
          title,
          startTime: `${day}T22:00`,
          endTime: `${day}T23:30`,
        },
        manager,
      );
    }
    const { groups } = await loadSchedulePage(
      { start: new Date("2026-04-05T22:00:00Z"), end: new Date("2026-04-12T22:00:00Z") },
      1,
    );
    expect(groups.flatMap((group) => group.plannings.map((planning) => planning.title))).toEqual(["Dedans"]);
  });
});

describe("calendar tokens", () => {
  it("finds the employee of a live token only", async () => {
    const anne = await person("employee", "Anne");
    const manager = await person("manager", "Marc");
    const token = await regenerateCalendarToken(anne.id);
    expect(await findCalendarOwner(token)).toEqual({ id: anne.id, name: `Anne ${anne.lastName}` });
    const next = await regenerateCalendarToken(anne.id);
    expect(await findCalendarOwner(token)).toBeNull();
    await revokeCalendarToken(anne.id);
    expect(await findCalendarOwner(next)).toBeNull();
    expect(await findCalendarOwner(await regenerateCalendarToken(manager.id))).toBeNull();
    expect(await findCalendarOwner("court")).toBeNull();
  });
});

describe("plannings at a client site", () => {
  const period = { startTime: "2026-04-06T06:00", endTime: "2026-04-06T09:00", confirmOverlap: "true" };

  it("links a planning by the active site's exact name (trimmed, any case); anything else stays free text", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const id = await insertSite("Tour Site A");
    await run({ intent: "create", employeeIds: anne.id, title: "Lié", location: "  tour site a ", ...period }, manager);
    await run(
      { intent: "create", employeeIds: anne.id, title: "Libre", location: "Tour Site A bis", ...period },
      manager,
    );
    const all = await allPlannings();
    expect(all.find((p) => p.title === "Lié")).toMatchObject({
      location: "Tour Site A",
      site: { id, name: "Tour Site A", city: "Paris" },
    });
    expect(all.find((p) => p.title === "Libre")).toMatchObject({ location: "Tour Site A bis", site: null });
    const groups = (await loadSchedulePage(null, 1)).groups.map((group) => group.label);
    expect(groups.indexOf("Tour Site A")).toBeLessThan(groups.indexOf("Tour Site A bis"));
  });

  it("refuses a site id that does not exist or is archived, with nothing written", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const archived = await insertSite("Site archivé B", false);
    const before = (await allPlannings()).length;
    for (const siteId of [archived, "00000000-0000-4000-8000-000000000000", "pas-un-id"]) {
      const answer = await run({ intent: "create", employeeIds: anne.id, title: "X", siteId, ...period }, manager);
      expect(answer.result).toMatchObject({
        ok: false,
        code: "SITE_UNAVAILABLE",
        message: "Ce site n'existe pas ou a été archivé.",
      });
    }
    expect((await allPlannings()).length).toBe(before);
    // The archived site's name is only a free-text place for a new planning.
    await run({ intent: "create", employeeIds: anne.id, title: "Y", location: "Site archivé B", ...period }, manager);
    expect((await allPlannings()).find((p) => p.title === "Y")?.site).toBeNull();
  });
});
