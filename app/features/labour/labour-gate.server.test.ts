import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { labourOverrides } from "../../../db/schema";
import { login } from "../../../tests/support/login";
import { runAs } from "../../../tests/support/schedule-action";
import { type Database, getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { PARIS } from "../../lib/time";
import { listEmployeePlannings } from "../schedules/schedules.server";
import { alertsOfTransaction, recordOverride } from "./labour-gate.server";
import { recentOverrides, watchWeek } from "./week-alerts.server";

// As the schedules route composes them.
const gate = { alerts: (tx: Database) => alertsOfTransaction(tx, PARIS), record: recordOverride };

const evening = { title: "Bureaux", startTime: "2031-03-10T18:00", endTime: "2031-03-10T23:00" };
const morning = { title: "Hall", startTime: "2031-03-11T06:00", endTime: "2031-03-11T09:00" };

describe("the labour rules on a planning write", () => {
  it("a short daily rest is illegal: a manager cannot save past it, an admin can with a listed reason and a note", async () => {
    const manager = (await login({ role: "manager" })) as SessionUser;
    const admin = (await login({ role: "admin" })) as SessionUser;
    const karim = await login({ role: "employee", firstName: "Karim" });
    expect(
      (await runAs(manager, { intent: "create", employeeIds: [karim.id], ...evening }, gate)).result,
    ).toMatchObject({ ok: true });

    const create = { intent: "create", employeeIds: [karim.id], ...morning };
    const warned = (await runAs(manager, create, gate)).result;
    expect(warned).toMatchObject({ ok: false, code: "LABOUR_RULES" });
    expect(warned.submission?.error?.labourIllegal).toEqual([
      expect.stringMatching(/^Karim .* — Repos quotidien de 7 h seulement .* il manque 4 h/),
    ]);
    expect(warned.submission?.error?.labour).toBeUndefined();

    const note = "Remplacement de Sofia, malade";
    const confirmed = { ...create, confirmOverlap: "true", labourReason: note };
    const byManager = (await runAs(manager, { ...confirmed, labourReasonCode: "urgent_work" }, gate)).result;
    expect(byManager.submission?.error?.labourAdminOnly).toEqual([
      "Infraction au droit du travail : seul un administrateur peut enregistrer malgré elle, avec un motif et une note.",
    ]);
    expect(await listEmployeePlannings(karim.id)).toHaveLength(1);

    const unlisted = (await runAs(admin, confirmed, gate)).result;
    expect(unlisted.submission?.error?.labourReasonCode).toEqual(["Choisissez le motif de la dérogation."]);
    const noNote = (await runAs(admin, { ...create, confirmOverlap: "true", labourReasonCode: "urgent_work" }, gate))
      .result;
    expect(noNote.submission?.error?.labourReason).toEqual(["Ajoutez une note qui explique la dérogation."]);
    expect(await listEmployeePlannings(karim.id)).toHaveLength(1);

    const saved = (await runAs(admin, { ...confirmed, labourReasonCode: "urgent_work" }, gate)).result;
    expect(saved).toMatchObject({ ok: true });
    expect(await listEmployeePlannings(karim.id)).toHaveLength(2);
    const reason = `Travaux urgents (sécurité, sinistre, remplacement imprévu) — ${note}`;
    const [override] = await getDb().select().from(labourOverrides).where(eq(labourOverrides.reason, reason));
    expect(override).toMatchObject({ actorId: admin.id, reason });
    expect(override?.alerts).toEqual([expect.objectContaining({ employeeId: karim.id, rule: "daily_rest" })]);

    // The staff home then lists the save once, and the week's alert.
    const since = new Date(Date.now() - 60_000);
    expect((await recentOverrides(since)).filter((record) => record.reason === reason)).toEqual([
      expect.objectContaining({ messages: [expect.stringMatching(/^Karim .* — Repos quotidien/)] }),
    ]);
    const week = { start: new Date("2031-03-09T23:00:00Z"), end: new Date("2031-03-16T23:00:00Z") };
    expect((await watchWeek("2031-03-10", week, PARIS)).alerts).toContainEqual({
      employee: expect.stringMatching(/^Karim /),
      message: expect.stringMatching(/^Repos quotidien de 7 h/),
    });
  });

  it("a rule to check is saved past by a manager with a typed reason", async () => {
    const manager = (await login({ role: "manager" })) as SessionUser;
    const nadia = await login({ role: "employee", firstName: "Nadia" });
    // Seven hours without a break: the 20-minute break is to check, not illegal.
    const long = { intent: "create", employeeIds: [nadia.id], title: "Inventaire" };
    const times = { startTime: "2031-05-05T08:00", endTime: "2031-05-05T15:00" };
    const warned = (await runAs(manager, { ...long, ...times }, gate)).result;
    expect(warned.submission?.error?.labour).toEqual([expect.stringMatching(/^Nadia .* pause/)]);
    expect(warned.submission?.error?.labourIllegal).toBeUndefined();
    const unexplained = (await runAs(manager, { ...long, ...times, confirmOverlap: "true" }, gate)).result;
    expect(unexplained.submission?.error?.labourReason).toEqual([
      "Indiquez le motif pour enregistrer malgré les alertes.",
    ]);
    const saved = await runAs(
      manager,
      { ...long, ...times, confirmOverlap: "true", labourReason: "Pause prise" },
      gate,
    );
    expect(saved.result).toMatchObject({ ok: true });
  });

  it("an overlap and the rules it breaks are listed in one warning, and nothing is written", async () => {
    const manager = (await login({ role: "manager" })) as SessionUser;
    const anne = await login({ role: "employee", firstName: "Anne" });
    const day = { title: "Tour", startTime: "2031-04-07T07:00", endTime: "2031-04-07T13:00" };
    expect((await runAs(manager, { intent: "create", employeeIds: [anne.id], ...day }, gate)).result).toMatchObject({
      ok: true,
    });

    const long = { title: "Vitres", startTime: "2031-04-07T12:00", endTime: "2031-04-07T17:30" };
    const warned = (await runAs(manager, { intent: "create", employeeIds: [anne.id], ...long }, gate)).result;
    expect(warned).toMatchObject({ ok: false, code: "OVERLAP" });
    expect(warned.submission?.error?.[""]).toHaveLength(1);
    expect(warned.submission?.error?.labourIllegal).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Anne .* — 10 h 30 de travail le lundi 7 avril : 0 h 30 au-delà/),
      ]),
    );
    expect(await listEmployeePlannings(anne.id)).toHaveLength(1);
  });

  it("groups a long series' alerts: one line per rule, with the count and the dates", async () => {
    const admin = (await login({ role: "admin" })) as SessionUser;
    const lea = await login({ role: "employee", firstName: "Léa" });
    // 12 h every day for half a year: past the daily and weekly limits hundreds of times.
    const series = {
      intent: "create",
      employeeIds: [lea.id],
      title: "Gardiennage",
      startTime: "2029-01-08T06:00",
      endTime: "2029-01-08T18:00",
      repeat: "weekly",
      repeatDays: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"],
      repeatUntil: "2029-06-30",
      repeatHolidays: "worked",
    };
    const warned = (await runAs(admin, series, gate)).result;
    expect(warned).toMatchObject({ ok: false, code: "LABOUR_RULES" });
    const illegal = warned.submission?.error?.labourIllegal ?? [];
    expect(illegal).toContainEqual(
      expect.stringMatching(
        /^Léa .* — Plus de 10 h de travail par jour \(8 h de nuit\) — 174 jours, du 8 janvier au 30 juin$/,
      ),
    );
    expect(illegal.length).toBeLessThanOrEqual(6);
    expect(new Set(illegal.map((line) => line.split(" — ")[1])).size).toBe(illegal.length);

    const note = "Gardiennage d'été, dérogation signée";
    const confirmed = { ...series, confirmOverlap: "true", labourReasonCode: "inspection_waiver", labourReason: note };
    expect((await runAs(admin, confirmed, gate)).result).toMatchObject({ ok: true });
    const reason = `Dérogation accordée par l'inspection du travail — ${note}`;
    const [override] = await getDb().select().from(labourOverrides).where(eq(labourOverrides.reason, reason));
    expect(override?.alerts.length).toBe(illegal.length + (warned.submission?.error?.labour?.length ?? 0));
    expect(override?.alertsOmitted).toBe(0);
  });
});
