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
import { recentOverrides, weekLabourAlerts } from "./week-alerts.server";

// As the schedules route composes them.
const gate = { alerts: (tx: Database) => alertsOfTransaction(tx, PARIS), record: recordOverride };

const evening = { title: "Bureaux", startTime: "2031-03-10T18:00", endTime: "2031-03-10T23:00" };
const morning = { title: "Hall", startTime: "2031-03-11T06:00", endTime: "2031-03-11T09:00" };

describe("the labour rules on a planning write", () => {
  it("lists a short daily rest before saving, refuses a confirmation without a reason, records one with it", async () => {
    const manager = (await login({ role: "manager" })) as SessionUser;
    const karim = await login({ role: "employee", firstName: "Karim" });
    expect(
      (await runAs(manager, { intent: "create", employeeIds: [karim.id], ...evening }, gate)).result,
    ).toMatchObject({ ok: true });

    const warned = (await runAs(manager, { intent: "create", employeeIds: [karim.id], ...morning }, gate)).result;
    expect(warned).toMatchObject({ ok: false, code: "LABOUR_RULES" });
    expect(warned.submission?.error?.labour).toEqual([
      expect.stringMatching(/^Karim .* — Repos quotidien de 7 h seulement .* il manque 4 h/),
    ]);
    expect(await listEmployeePlannings(karim.id)).toHaveLength(1);

    const unexplained = (
      await runAs(manager, { intent: "create", employeeIds: [karim.id], ...morning, confirmOverlap: "true" }, gate)
    ).result;
    expect(unexplained).toMatchObject({ ok: false, code: "LABOUR_RULES" });
    expect(unexplained.submission?.error?.labourReason).toEqual([
      "Indiquez le motif pour enregistrer malgré les alertes.",
    ]);
    expect(await listEmployeePlannings(karim.id)).toHaveLength(1);

    const reason = "Remplacement de Sofia, malade";
    const saved = (
      await runAs(
        manager,
        { intent: "create", employeeIds: [karim.id], ...morning, confirmOverlap: "true", labourReason: reason },
        gate,
      )
    ).result;
    expect(saved).toMatchObject({ ok: true });
    expect(await listEmployeePlannings(karim.id)).toHaveLength(2);
    const [override] = await getDb().select().from(labourOverrides).where(eq(labourOverrides.reason, reason));
    expect(override).toMatchObject({ actorId: manager.id, reason });
    expect(override?.alerts).toEqual([expect.objectContaining({ employeeId: karim.id, rule: "daily_rest" })]);

    // The staff home then lists the save and the week's alert.
    const since = new Date(Date.now() - 60_000);
    expect(await recentOverrides(since)).toContainEqual(
      expect.objectContaining({
        actor: expect.any(String),
        reason,
        messages: [expect.stringMatching(/^Karim .* — Repos quotidien/)],
      }),
    );
    const week = { start: new Date("2031-03-09T23:00:00Z"), end: new Date("2031-03-16T23:00:00Z") };
    expect(await weekLabourAlerts("2031-03-10", week, PARIS)).toContainEqual({
      employee: expect.stringMatching(/^Karim /),
      message: expect.stringMatching(/^Repos quotidien de 7 h/),
    });
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
    expect(warned.submission?.error?.labour).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Anne .* — 10 h 30 de travail le lundi 7 avril : 0 h 30 au-delà/),
      ]),
    );
    expect(await listEmployeePlannings(anne.id)).toHaveLength(1);
  });

  it("answers and records the first 50 alerts of a long series, and counts the others", async () => {
    const manager = (await login({ role: "manager" })) as SessionUser;
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
    };
    const warned = (await runAs(manager, series, gate)).result;
    expect(warned).toMatchObject({ ok: false, code: "LABOUR_RULES" });
    const lines = warned.submission?.error?.labour ?? [];
    expect(lines).toHaveLength(51);
    expect(lines.at(-1)).toMatch(/^et \d[\d\u202f]* autres alertes$/);

    const reason = "Gardiennage d'été, dérogation signée";
    expect(
      (await runAs(manager, { ...series, confirmOverlap: "true", labourReason: reason }, gate)).result,
    ).toMatchObject({ ok: true });
    const [override] = await getDb().select().from(labourOverrides).where(eq(labourOverrides.reason, reason));
    expect(override?.alerts).toHaveLength(50);
    expect(override?.alertsOmitted).toBeGreaterThan(0);
    const shown = (await recentOverrides(new Date(Date.now() - 60_000))).find((record) => record.reason === reason);
    expect(shown?.messages).toHaveLength(51);
    expect(shown?.messages.at(-1)).toBe(`et ${override?.alertsOmitted.toLocaleString("fr-FR")} autres alertes`);
  });
});
