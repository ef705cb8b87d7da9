import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { NOTICE_WINDOW_MS, sendChangeNotices } from "../../app/features/change-notices/change-notices.server";
import { regenerateCalendarToken } from "../../app/features/my-week/calendar.server";
import { listEmployeePlannings } from "../../app/features/schedules/schedules.server";
import { getDb } from "../../app/lib/db.server";
import { shiftDay, todayIn } from "../../app/lib/time";
import { loader as calendarFeed } from "../../app/routes/calendar-feed";
import { mailOutbox } from "../../db/schema";
import { runAs } from "../support/schedule-action";
import { staff } from "../support/staff";

// The feed and a change notice's attachment, read by an RFC 5545 parser (ical.js) as an outside calendar would.

const day = shiftDay(todayIn("Europe/Paris"), 21);
const description = "Badge à l'accueil\r\nCode 4512B, puis l'ascenseur B\nÉtage 3";
const later = () => new Date(Date.now() + NOTICE_WINDOW_MS + 60_000);

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
  it("keep typed line breaks after the break, end with CRLF, and the feed follows the notices' SEQUENCE", async () => {
    const manager = await staff("manager", { firstName: "Marc", lastName: "Martin" });
    const anne = await staff("employee", { firstName: "Anne", lastName: "Martin" });
    const shift = (start: string, end: string) => ({
      title: "Bureaux",
      startTime: `${day}T${start}`,
      endTime: `${day}T${end}`,
      location: "Tour Montparnasse",
      description,
    });
    expect(
      await runAs(manager, { intent: "create", employeeIds: [anne.id], ...shift("06:00", "08:00") }),
    ).toMatchObject({
      status: 200,
      result: { ok: true },
    });
    await sendChangeNotices(later());
    await getDb().delete(mailOutbox);
    const [planning] = await listEmployeePlannings(anne.id);
    if (!planning) throw new Error("planning attendu");
    expect(
      await runAs(manager, {
        intent: "update",
        planningId: planning.id,
        ...shift("07:00", "09:00"),
        breakMinutes: "30",
      }),
    ).toMatchObject({
      status: 200,
      result: { ok: true },
    });
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
        description: "Pause 30 min\nBadge à l'accueil\nCode 4512B, puis l'ascenseur B\nÉtage 3",
        sequence: 1,
        uid: expect.stringMatching(new RegExp(`^${planning.id}@`)),
      });
    }
  });
});
