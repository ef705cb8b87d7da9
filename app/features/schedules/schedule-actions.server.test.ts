import { describe, expect, it } from "vitest";
import { runAs } from "../../../tests/support/schedule-action";
import { insertSite } from "../../../tests/support/site-rows";
import { staff } from "../../../tests/support/staff";
import { findCalendarOwner, regenerateCalendarToken, revokeCalendarToken } from "../my-week/calendar.server";
import { getPlanning, listEmployeePlannings, loadSchedulePage } from "./schedules.server";

const details = {
  title: "Bureaux Opéra",
  startTime: "2026-03-30T08:00",
  endTime: "2026-03-30T11:00",
  location: "Opéra",
  description: "Badge à l'accueil",
};

async function allPlannings() {
  return (await loadSchedulePage(null, 1)).groups.flatMap((group) => group.plannings);
}

describe("planning actions", () => {
  it("creates, edits for everyone, detaches one employee, adds, removes and deletes", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const karim = await staff("employee", { firstName: "Karim" });
    const zoe = await staff("employee", { firstName: "Zoé" });

    const created = await runAs(manager, { intent: "create", employeeIds: [anne.id, karim.id], ...details });
    expect(created).toMatchObject({
      status: 200,
      result: { ok: true, intent: "create", message: "Succès", description: "Le planning a été ajouté avec succès." },
    });
    const [planning] = await allPlannings();
    if (!planning) throw new Error("planning attendu");
    expect(planning.startTime).toBe("2026-03-30T06:00:00.000Z");
    expect(planning.assignedUsers.map((user) => user.id).sort()).toEqual([anne.id, karim.id].sort());

    await runAs(manager, { intent: "update", planningId: planning.id, ...details, title: "Bureaux Opéra, 2e étage" });
    expect((await getPlanning(planning.id))?.title).toBe("Bureaux Opéra, 2e étage");

    const karimRow = planning.assignedUsers.find((user) => user.id === karim.id);
    const one = await runAs(manager, {
      intent: "update-one",
      assignmentId: karimRow?.assignmentId ?? "",
      ...details,
      endTime: "2026-03-30T12:00",
    });
    expect(one.result).toMatchObject({
      ok: true,
      description: `Le planning de Karim ${karim.lastName} a été mis à jour avec succès.`,
    });
    const after = await allPlannings();
    expect(after).toHaveLength(2);
    expect((await getPlanning(planning.id))?.assignedUsers.map((user) => user.id)).toEqual([anne.id]);

    const overlap = await runAs(manager, {
      intent: "add-employee",
      planningId: planning.id,
      employeeId: karim.id,
      ...details,
    });
    expect(overlap.result).toMatchObject({ ok: false, code: "OVERLAP", message: "Chevauchement de planning" });
    expect(overlap.result.submission?.error?.[""]).toEqual([
      `Karim ${karim.lastName} : « Bureaux Opéra » (30/03/2026 de 08:00 à 12:00)`,
    ]);
    expect((await getPlanning(planning.id))?.assignedUsers).toHaveLength(1);

    const current = await getPlanning(planning.id);
    const added = await runAs(manager, {
      intent: "add-employee",
      planningId: planning.id,
      employeeId: zoe.id,
      title: current?.title ?? "",
      ...{ location: details.location, description: details.description },
      startTime: details.startTime,
      endTime: details.endTime,
    });
    expect(added.result).toMatchObject({
      ok: true,
      description: "L'utilisateur a été ajouté au planning avec succès.",
    });
    expect((await getPlanning(planning.id))?.assignedUsers.map((user) => user.id).sort()).toEqual(
      [anne.id, zoe.id].sort(),
    );

    const zoeRow = (await getPlanning(planning.id))?.assignedUsers.find((user) => user.id === zoe.id);
    const removed = await runAs(manager, {
      intent: "remove-employee",
      planningId: planning.id,
      assignmentId: zoeRow?.assignmentId ?? "",
    });
    expect(removed.result).toMatchObject({
      ok: true,
      description: `Zoé ${zoe.lastName} a été retiré du planning avec succès.`,
    });

    expect(await listEmployeePlannings(anne.id)).toHaveLength(1);
    const deleted = await runAs(manager, { intent: "delete", planningId: planning.id });
    expect(deleted.result).toMatchObject({ ok: true, description: "Le planning a été supprimé avec succès." });
    expect(await listEmployeePlannings(anne.id)).toEqual([]);
  });

  it("refuses invalid input in French and changes nothing", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
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
      [
        { intent: "create", employeeIds: [manager.id], ...details, breakMinutes: "-5" },
        "La pause ne peut pas être négative.",
      ],
      [
        { intent: "create", employeeIds: [manager.id], ...details, breakMinutes: "180" },
        "La pause doit être plus courte que la vacation.",
      ],
      [{ intent: "create", employeeIds: ["inconnu"], ...details }, "Employé non trouvé"],
      [{ intent: "add-employee", planningId: "x", ...details }, "Veuillez sélectionner un utilisateur."],
      [{ intent: "remove-employee", planningId: "x" }, "Veuillez sélectionner un employé à retirer."],
      [{ intent: "remove-employee", planningId: "x", assignmentId: "y" }, "Employé non trouvé"],
      [{ intent: "pirater" }, "Action inconnue."],
    ];
    for (const [values, message] of cases) {
      const outcome = await runAs(manager, values);
      expect(outcome.result, JSON.stringify(values).slice(0, 80)).toMatchObject({ ok: false, message });
      expect(outcome.status).toBe(200);
    }
    expect(await loadSchedulePage(null, 1)).toEqual(before);
  });

  it("keeps a planning's break, and refuses a break as long as the planning without changing it", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const created = await runAs(manager, { intent: "create", employeeIds: [anne.id], ...details, breakMinutes: "30" });
    expect(created.result).toMatchObject({ ok: true });
    const [planning] = await listEmployeePlannings(anne.id);
    expect(planning?.breakMinutes).toBe(30);
    const edit = { intent: "update", planningId: planning?.id ?? "", ...details };
    expect((await runAs(manager, { ...edit, breakMinutes: "180" })).result).toMatchObject({
      ok: false,
      message: "La pause doit être plus courte que la vacation.",
    });
    expect((await getPlanning(planning?.id ?? ""))?.breakMinutes).toBe(30);
    expect((await runAs(manager, { ...edit, breakMinutes: "" })).result).toMatchObject({ ok: true });
    expect((await getPlanning(planning?.id ?? ""))?.breakMinutes).toBe(0);
  });

  it("lets only one of two managers saving at once past the overlap check", async () => {
    const [first, second] = [
      await staff("manager", { firstName: "Marc" }),
      await staff("admin", { firstName: "Alice" }),
    ];
    const anne = await staff("employee", { firstName: "Anne" });
    const answers = await Promise.all([
      runAs(first, { intent: "create", employeeIds: [anne.id], ...details, title: "Premier" }),
      runAs(second, { intent: "create", employeeIds: [anne.id], ...details, title: "Second" }),
    ]);
    expect(answers.map(({ result }) => (result.ok ? "ok" : result.code)).sort()).toEqual(["OVERLAP", "ok"]);
    expect(await listEmployeePlannings(anne.id)).toHaveLength(1);

    const [planning] = await listEmployeePlannings(anne.id);
    const zoe = await staff("employee", { firstName: "Zoé" });
    const adding = {
      ...details,
      intent: "add-employee",
      planningId: planning?.id ?? "",
      employeeId: zoe.id,
      title: planning?.title ?? "",
    };
    const added = await Promise.all([runAs(first, adding), runAs(second, adding)]);
    expect(added.map(({ result }) => (result.ok ? "ok" : result.code)).sort()).toEqual(["ALREADY_ASSIGNED", "ok"]);
  });

  it("lists only the plannings of the shown range", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const cases: Array<[string, string]> = [
      ["Avant", "2026-04-05"],
      ["Dedans", "2026-04-08"],
      ["Après", "2026-04-13"],
    ];
    for (const [title, day] of cases) {
      await runAs(manager, {
        intent: "create",
        employeeIds: [manager.id],
        title,
        startTime: `${day}T22:00`,
        endTime: `${day}T23:30`,
      });
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
    const anne = await staff("employee", { firstName: "Anne" });
    const manager = await staff("manager", { firstName: "Marc" });
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
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const id = await insertSite("Tour Site A");
    await runAs(manager, {
      intent: "create",
      employeeIds: anne.id,
      title: "Lié",
      location: "  tour site a ",
      ...period,
    });
    await runAs(manager, {
      intent: "create",
      employeeIds: anne.id,
      title: "Libre",
      location: "Tour Site A bis",
      ...period,
    });
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
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const archived = await insertSite("Site archivé B", false);
    const before = (await allPlannings()).length;
    for (const siteId of [archived, "00000000-0000-4000-8000-000000000000", "pas-un-id"]) {
      const answer = await runAs(manager, { intent: "create", employeeIds: anne.id, title: "X", siteId, ...period });
      expect(answer.result).toMatchObject({
        ok: false,
        code: "SITE_UNAVAILABLE",
        message: "Ce site n'existe pas ou a été archivé.",
      });
    }
    expect((await allPlannings()).length).toBe(before);
    // The archived site's name is only a free-text place for a new planning.
    await runAs(manager, { intent: "create", employeeIds: anne.id, title: "Y", location: "Site archivé B", ...period });
    expect((await allPlannings()).find((p) => p.title === "Y")?.site).toBeNull();
  });
});
