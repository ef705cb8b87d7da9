import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, noticeMarks, plannings, sites, user } from "../../../db/schema";
import { formData } from "../../../tests/support/form-data";
import { deliverPendingMail } from "../../../tests/support/outbox";
import { calendarParts, decodedBody, decodedHeader } from "../../../tests/support/smtp";
import { smtpSinkPerTest } from "../../../tests/support/smtp-sink";
import type { Role } from "../../domain/roles";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { shiftDay, todayIn } from "../../lib/time";
import { createUserAccount } from "../users/create-user.server";
import { NOTICE_WINDOW_MS, sendChangeNotices, setNoticesEnabled } from "./change-notices.server";
import { runScheduleAction } from "./schedule-actions.server";
import { listEmployeePlannings } from "./schedules.server";

const smtp = smtpSinkPerTest();

let count = 0;
async function person(role: Role = "employee", firstName = "Anne") {
  count += 1;
  const email = `notice${count}@exemple.fr`;
  const { id } = await createUserAccount({ email, password: "motdepasse-solide", role, firstName, lastName: "Martin" });
  return { id, email, firstName, lastName: "Martin", role } as SessionUser & { email: string };
}

/** A day three weeks ahead, a Tuesday-agnostic yyyy-MM-dd. */
const day = shiftDay(todayIn("Europe/Paris"), 21);

async function run(values: Record<string, string | string[]>, actor: SessionUser) {
  const answer = await runScheduleAction(formData(values), actor, "Europe/Paris");
  expect(answer.data).toMatchObject({ ok: true });
}

/** The job as it runs once the 10-minute window has passed. */
const later = () => new Date(Date.now() + NOTICE_WINDOW_MS + 60_000);

async function deliver() {
  await deliverPendingMail({
    smtpUrl: smtp.url,
    from: "Clarté Propreté <planning@clarte-proprete.test>",
    notifyEmail: "x@exemple.fr",
  });
  return smtp.received;
}

async function planningOf(employeeId: string) {
  const [planning] = await listEmployeePlannings(employeeId);
  if (!planning) throw new Error("planning attendu");
  return planning;
}

const shift = (start: string, end: string) => ({
  title: "Bureaux",
  startTime: `${day}T${start}`,
  endTime: `${day}T${end}`,
  location: "Tour Montparnasse",
});

/** Marc plans Anne 06:00–08:00 and she is told of it, mail cleared: what the test changes next is all she hears. */
async function plannedAndTold() {
  const manager = await person("manager", "Marc");
  const anne = await person();
  await run({ intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") }, manager);
  await sendChangeNotices(later());
  await getDb().delete(mailOutbox);
  return { manager, anne, planning: await planningOf(anne.id) };
}

describe("change notices", () => {
  it("sends one mail for two quick edits, with the old and new times and a REQUEST .ics", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person();
    await getDb().insert(sites).values({
      name: "Tour Montparnasse",
      clientName: "Tour SA",
      address: "33 avenue du Maine",
      postalCode: "75015",
      city: "Paris",
      accessInstructions: "Entrée du personnel, rue de l'Arrivée",
    });
    await run({ intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") }, manager);
    expect(await sendChangeNotices(later())).toBe(1);
    await getDb().delete(mailOutbox);

    const planning = await planningOf(anne.id);
    await run({ intent: "update", planningId: planning.id, ...shift("07:00", "09:00") }, manager);
    await run({ intent: "update", planningId: planning.id, ...shift("08:00", "10:00") }, manager);
    expect(await sendChangeNotices(new Date())).toBe(0);
    expect(await sendChangeNotices(later())).toBe(1);
    expect(await sendChangeNotices(later())).toBe(0);

    const received = await deliver();
    expect(received).toHaveLength(1);
    const raw = received[0]?.raw ?? "";
    expect(received[0]?.to).toEqual([anne.email]);
    expect(decodedHeader(raw, "Subject")).toBe("Votre planning a changé");
    const body = decodedBody(raw);
    expect(body).toContain("06:00–08:00 → ");
    expect(body).toContain("08:00–10:00, Tour Montparnasse");
    expect(body).toContain("Entrée du personnel, rue de l'Arrivée");
    expect(body).toContain("/my-schedule");

    const [ics, ...others] = calendarParts(raw);
    expect(others).toHaveLength(0);
    expect(ics?.contentType).toContain("method=REQUEST");
    const text = (ics?.text ?? "").replace(/\r\n /g, "");
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("METHOD:REQUEST");
    expect(text).toContain(`UID:${planning.id}@`);
    expect(text).toContain(`DTSTART;TZID=Europe/Paris:${day.replaceAll("-", "")}T080000`);
    expect(text).toContain("SEQUENCE:1");
    expect(text).toContain("BEGIN:VTIMEZONE");
  });

  it("sends nothing for a change made without notice, and counts it as told", async () => {
    const { manager, anne, planning } = await plannedAndTold();

    await run({ intent: "update", planningId: planning.id, ...shift("07:00", "09:00"), notify: "off" }, manager);
    expect(await getDb().select().from(noticeMarks).where(eq(noticeMarks.employeeId, anne.id))).toHaveLength(0);
    expect(await sendChangeNotices(later())).toBe(0);

    await run({ intent: "update", planningId: planning.id, ...shift("10:00", "12:00") }, manager);
    expect(await sendChangeNotices(later())).toBe(1);
    const body = decodedBody((await deliver())[0]?.raw ?? "");
    expect(body).toContain("07:00–09:00 → ");
    expect(body).not.toContain("06:00–08:00");
  });

  it("copies a week without notice when asked, and with one otherwise", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person();
    await run({ intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") }, manager);
    await sendChangeNotices(later());
    const copy = { intent: "copy-week", sourceWeek: day, target: "week", confirmOverlap: "true" };
    await run({ ...copy, targetWeek: shiftDay(day, 7), notify: "off" }, manager);
    expect(await getDb().select().from(noticeMarks).where(eq(noticeMarks.employeeId, anne.id))).toHaveLength(0);
    await run({ ...copy, targetWeek: shiftDay(day, 14) }, manager);
    expect(await getDb().select().from(noticeMarks).where(eq(noticeMarks.employeeId, anne.id))).toHaveLength(1);
    await sendChangeNotices(later());
  });

  it("sends nothing to an employee who switched notices off", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person();
    await setNoticesEnabled(anne.id, false);
    await run({ intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") }, manager);
    expect(await sendChangeNotices(later())).toBe(0);
    expect(await getDb().select().from(noticeMarks).where(eq(noticeMarks.employeeId, anne.id))).toHaveLength(0);
  });

  it("cancels a removed planning with a CANCEL .ics", async () => {
    const { manager, planning } = await plannedAndTold();

    await run({ intent: "delete", planningId: planning.id }, manager);
    expect(await sendChangeNotices(later())).toBe(1);
    const raw = (await deliver())[0]?.raw ?? "";
    expect(decodedBody(raw)).toContain("Intervention annulée « Bureaux »");
    const [ics, ...others] = calendarParts(raw);
    expect(others).toHaveLength(0);
    expect(ics?.contentType).toContain("method=CANCEL");
    expect(ics?.text).toContain("METHOD:CANCEL");
    expect(ics?.text).toContain("STATUS:CANCELLED");
    expect(ics?.text).toContain(`UID:${planning.id}@`);
  });

  it("says nothing of past plannings", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person();
    const past = shiftDay(todayIn("Europe/Paris"), -7);
    const old = { title: "Bureaux", startTime: `${past}T06:00`, endTime: `${past}T08:00`, location: "Opéra" };
    await run({ intent: "create", employeeIds: [anne.id], ...old }, manager);
    const planning = await planningOf(anne.id);
    await run({ intent: "update", planningId: planning.id, ...old, endTime: `${past}T09:00` }, manager);
    await run({ intent: "delete", planningId: planning.id }, manager);
    expect(await getDb().select().from(noticeMarks).where(eq(noticeMarks.employeeId, anne.id))).toHaveLength(0);
    expect(await sendChangeNotices(later())).toBe(0);
  });

  it("sends one mail when two job runs meet", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person();
    await run({ intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") }, manager);
    const runs = await Promise.all([sendChangeNotices(later()), sendChangeNotices(later())]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, anne.email))).toHaveLength(1);
  });

  it("sums up a new series in one mail", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person();
    await run(
      {
        intent: "create",
        employeeIds: [anne.id],
        ...shift("06:00", "08:00"),
        repeat: "weekly",
        repeatDays: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"],
      },
      manager,
    );
    expect(await sendChangeNotices(later())).toBe(1);
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, anne.email));
    expect(mail?.text).toMatch(
      /\d+ nouvelles interventions « Bureaux » du .* au .*, chaque .* 06:00–08:00, Tour Montparnasse/,
    );
    expect(mail?.text.split("\n").filter((line) => line.startsWith("• ")).length).toBeLessThanOrEqual(11);
  });

  it("lets a user with future plannings be deleted", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person();
    await run({ intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") }, manager);
    await sendChangeNotices(later());
    await getDb().delete(user).where(eq(user.id, anne.id));
    expect(await sendChangeNotices(later())).toBe(0);
    expect(await getDb().select().from(noticeMarks)).toHaveLength(0);
    expect(await getDb().select().from(plannings)).not.toHaveLength(0);
  });
});
