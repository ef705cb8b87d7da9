import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, noticeMarks, plannings, sites, user } from "../../../db/schema";
import { employeeRows } from "../../../tests/support/employee-rows";
import { deliverPendingMail } from "../../../tests/support/outbox";
import { runAs } from "../../../tests/support/schedule-action";
import { calendarParts, decodedBody, decodedHeader } from "../../../tests/support/smtp";
import { smtpSinkPerTest } from "../../../tests/support/smtp-sink";
import { staff } from "../../../tests/support/staff";
import { getDb } from "../../lib/db.server";
import type { SessionUser } from "../../lib/permissions";
import { PARIS, shiftDay, todayIn, wallTimeToInstant } from "../../lib/time";
import { listEmployeePlannings } from "../schedules/schedules.server";
import { NOTICE_WINDOW_MS, sendChangeNotices, setNoticesEnabled } from "./change-notices.server";

const smtp = smtpSinkPerTest();

/** A day three weeks ahead, a Tuesday-agnostic yyyy-MM-dd. */
const day = shiftDay(todayIn("Europe/Paris"), 21);

/** Posts to the schedules action as `actor`, which must accept it. */
async function act(actor: SessionUser, values: Record<string, string | string[]>) {
  expect((await runAs(actor, values)).result).toMatchObject({ ok: true });
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
  const manager = await staff("manager", { firstName: "Marc" });
  const anne = await staff("employee", { firstName: "Anne" });
  await act(manager, { intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") });
  await sendChangeNotices(later());
  await getDb().delete(mailOutbox);
  return { manager, anne, planning: await planningOf(anne.id) };
}

describe("change notices", () => {
  it("sends one mail for two quick edits, with the old and new times and a REQUEST .ics", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    await getDb().insert(sites).values({
      name: "Tour Montparnasse",
      clientName: "Tour SA",
      address: "33 avenue du Maine",
      postalCode: "75015",
      city: "Paris",
      accessInstructions: "Entrée du personnel, rue de l'Arrivée",
    });
    await act(manager, { intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") });
    expect(await sendChangeNotices(later())).toBe(1);
    await getDb().delete(mailOutbox);

    const planning = await planningOf(anne.id);
    await act(manager, { intent: "update", planningId: planning.id, ...shift("07:00", "09:00") });
    await act(manager, { intent: "update", planningId: planning.id, ...shift("08:00", "10:00") });
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

  it("mails a change to a shift within 24 hours at once, without waiting for the window", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    // The next 09:00–11:00 in Paris, always within 24 hours (a day shift whatever the hour the test runs at), and a
    // shift three weeks ahead: only the first is urgent.
    const today = todayIn(PARIS);
    const next = [today, shiftDay(today, 1)].find((date) => {
      const start = wallTimeToInstant(`${date}T09:00`, PARIS);
      return start.ok && start.instant.getTime() > Date.now();
    });
    await act(manager, {
      intent: "create",
      employeeIds: [anne.id],
      title: "Remplacement",
      startTime: `${next}T09:00`,
      endTime: `${next}T11:00`,
      location: "Tour Montparnasse",
    });
    expect(await sendChangeNotices(new Date())).toBe(1);
    const [mail] = await deliver();
    expect(mail?.to).toEqual([anne.email]);
    expect(decodedBody(mail?.raw ?? "")).toContain("Remplacement");

    // Put off to three weeks ahead: what she was told was within 24 hours, so she is told at once again.
    const planning = await planningOf(anne.id);
    await act(manager, {
      intent: "update",
      planningId: planning.id,
      ...shift("09:00", "11:00"),
      title: "Remplacement",
    });
    expect(await sendChangeNotices(new Date())).toBe(1);

    const karim = await staff("employee", { firstName: "Karim" });
    await act(manager, { intent: "create", employeeIds: [karim.id], ...shift("06:00", "08:00") });
    expect(await sendChangeNotices(new Date())).toBe(0);
    expect(await sendChangeNotices(later())).toBe(1);
  });

  it("sends nothing for a change made without notice, and counts it as told", async () => {
    const { manager, anne, planning } = await plannedAndTold();

    await act(manager, { intent: "update", planningId: planning.id, ...shift("07:00", "09:00"), notify: "off" });
    expect(await employeeRows(noticeMarks, anne.id)).toHaveLength(0);
    expect(await sendChangeNotices(later())).toBe(0);

    await act(manager, { intent: "update", planningId: planning.id, ...shift("10:00", "12:00") });
    expect(await sendChangeNotices(later())).toBe(1);
    const body = decodedBody((await deliver())[0]?.raw ?? "");
    expect(body).toContain("07:00–09:00 → ");
    expect(body).not.toContain("06:00–08:00");
  });

  it("copies a week without notice when asked, and with one otherwise", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    await act(manager, { intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") });
    await sendChangeNotices(later());
    const copy = { intent: "copy-week", sourceWeek: day, target: "week", confirmOverlap: "true" };
    await act(manager, { ...copy, targetWeek: shiftDay(day, 7), notify: "off" });
    expect(await employeeRows(noticeMarks, anne.id)).toHaveLength(0);
    await act(manager, { ...copy, targetWeek: shiftDay(day, 14) });
    expect(await employeeRows(noticeMarks, anne.id)).toHaveLength(1);
    await sendChangeNotices(later());
  });

  it("sends nothing to an employee who switched notices off", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    await setNoticesEnabled(anne.id, false);
    await act(manager, { intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") });
    expect(await sendChangeNotices(later())).toBe(0);
    expect(await employeeRows(noticeMarks, anne.id)).toHaveLength(0);
  });

  it("cancels a removed planning with a CANCEL .ics", async () => {
    const { manager, planning } = await plannedAndTold();

    await act(manager, { intent: "delete", planningId: planning.id });
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
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    const past = shiftDay(todayIn("Europe/Paris"), -7);
    const old = { title: "Bureaux", startTime: `${past}T06:00`, endTime: `${past}T08:00`, location: "Opéra" };
    await act(manager, { intent: "create", employeeIds: [anne.id], ...old });
    const planning = await planningOf(anne.id);
    await act(manager, { intent: "update", planningId: planning.id, ...old, endTime: `${past}T09:00` });
    await act(manager, { intent: "delete", planningId: planning.id });
    expect(await employeeRows(noticeMarks, anne.id)).toHaveLength(0);
    expect(await sendChangeNotices(later())).toBe(0);
  });

  it("sends one mail when two job runs meet", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    await act(manager, { intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") });
    const runs = await Promise.all([sendChangeNotices(later()), sendChangeNotices(later())]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, anne.email))).toHaveLength(1);
  });

  it("sums up a new series in one mail", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    await act(manager, {
      intent: "create",
      employeeIds: [anne.id],
      ...shift("06:00", "08:00"),
      repeat: "weekly",
      repeatDays: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"],
    });
    expect(await sendChangeNotices(later())).toBe(1);
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, anne.email));
    expect(mail?.text).toMatch(
      /\d+ nouvelles interventions « Bureaux » du .* au .*, chaque .* 06:00–08:00, Tour Montparnasse/,
    );
    expect(mail?.text.split("\n").filter((line) => line.startsWith("• ")).length).toBeLessThanOrEqual(11);
  });

  it("lets a user with future plannings be deleted", async () => {
    const manager = await staff("manager", { firstName: "Marc" });
    const anne = await staff("employee", { firstName: "Anne" });
    await act(manager, { intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") });
    await sendChangeNotices(later());
    await getDb().delete(user).where(eq(user.id, anne.id));
    expect(await sendChangeNotices(later())).toBe(0);
    expect(await getDb().select().from(noticeMarks)).toHaveLength(0);
    expect(await getDb().select().from(plannings)).not.toHaveLength(0);
  });
});
