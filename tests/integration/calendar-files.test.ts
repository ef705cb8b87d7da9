import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { NOTICE_WINDOW_MS, sendChangeNotices } from "../../app/features/change-notices/change-notices.server";
import { regenerateCalendarToken } from "../../app/features/my-week/calendar.server";
import { runScheduleAction } from "../../app/features/schedules/schedule-actions.server";
import { listEmployeePlannings } from "../../app/features/schedules/schedules.server";
import { createUserAccount } from "../../app/features/users/create-user.server";
import { getDb } from "../../app/lib/db.server";
import type { SessionUser } from "../../app/lib/permissions";
import { shiftDay, todayIn } from "../../app/lib/time";
import { loader as calendarFeed } from "../../app/routes/calendar-feed";
import { mailOutbox } from "../../db/schema";

// The feed and a change notice's attachment, read by an RFC 5545 parser (ical.js) as an outside calendar would.

async function person(role: "manager" | "employee", firstName: string): Promise<SessionUser> {
  const email = `ics-${firstName.toLowerCase()}-${Math.random().toString(36).slice(2)}@exemple.fr`;
  const { id } = await createUserAccount({ email, password: "motdepasse-solide", role, firstName, lastName: "Martin" });
  return { id, email, firstName, lastName: "Martin", role } as SessionUser;
}

const day = shiftDay(todayIn("Europe/Paris"), 21);
const description = "Badge à l'accueil\r\nCode 4512B, puis l'ascenseur B\nÉtage 3";
const later = () => new Date(Date.now() + NOTICE_WINDOW_MS + 60_000);

async function run(values: Record<string, string | string[]>, actor: SessionUser) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  expect((await runScheduleAction(form, actor, "Europe/Paris")).data).toMatchObject({ ok: true });
}

function parsedEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [event] = calendar.getAllSubcomponents("vevent");
  if (!event) throw new Error("aucun VEVENT");
  return {
    description: event.getFirstPropertyValue("description"),
    sequence: event.getFirstPropertyValue("sequence"),
    uid: event.getFirstPropertyValue("uid"),
  };
}

describe("calendar files", () => {
  it("keep typed line breaks, end with CRLF, and the feed follows the notices' SEQUENCE", async () => {
    const manager = await person("manager", "Marc");
    const anne = await person("employee", "Anne");
    const shift = (start: string, end: string) => ({
      title: "Bureaux",
      startTime: `${day}T${start}`,
      endTime: `${day}T${end}`,
      location: "Tour Montparnasse",
      description,
    });
    await run({ intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") }, manager);
    await sendChangeNotices(later());
    await getDb().delete(mailOutbox);
    const [planning] = await listEmployeePlannings(anne.id);
    if (!planning) throw new Error("planning attendu");
    await run({ intent: "update", planningId: planning.id, ...shift("07:00", "09:00") }, manager);
    expect(await sendChangeNotices(later())).toBe(1);

    const [mail] = await getDb().select({ attachments: mailOutbox.attachments }).from(mailOutbox);
    const attachment = mail?.attachments?.find((file) => file.filename === "planning.ics")?.content ?? "";
    const token = await regenerateCalendarToken(anne.id);
    const response = (await calendarFeed({ params: { file: `${token}.ics` } } as never)) as Response;
    expect(response.status).toBe(200);
    const feed = await response.text();

    for (const [name, text] of [
      ["flux", feed],
      ["pièce jointe", attachment],
    ] as const) {
      expect(text.endsWith("END:VCALENDAR\r\n"), name).toBe(true);
      expect(text.replace(/\r\n/g, ""), name).not.toMatch(/[\r\n]/);
      expect(parsedEvent(text), name).toEqual({
        description: "Badge à l'accueil\nCode 4512B, puis l'ascenseur B\nÉtage 3",
        sequence: 1,
        uid: expect.stringMatching(new RegExp(`^${planning.id}@`)),
      });
    }
  });
});
