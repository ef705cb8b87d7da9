import type { APIRequestContext, Page } from "@playwright/test";
import { formatInZone, PARIS } from "../../app/lib/time";
import { expect, type OpenAs } from "./fixtures";
import type { StaffAccount } from "./login";
import { addToEmployeeFile, createPlanning, type PlannedWeek, uniqueName } from "./plannings-helpers";

const HOUR = 3_600_000;

/** A Paris wall time `hours` from now, on the hour (`2026-11-27T09:00`). */
export const parisHour = (hours: number) =>
  formatInZone(new Date(Date.now() + hours * HOUR), "yyyy-MM-dd'T'HH:00", PARIS);

/**
 * The shift someone will call in sick for: from 3 to 6 hours from now at `location`. Within 24 hours, so that its
 * changes are mailed at once. Answers its Paris wall times.
 */
export async function dawnShift(
  requests: { asManager: APIRequestContext; origin: string },
  who: StaffAccount,
  { title, location }: { title: string; location: string },
) {
  const [start, end] = [parisHour(3), parisHour(6)];
  await createPlanning(requests.asManager, requests.origin, {
    employeeIds: [who.id],
    title,
    location,
    startTime: start,
    endTime: end,
  });
  return { start, end };
}

/**
 * The two people the finder must list as not available for a shift starting at `start` (3 hours from now): one works
 * elsewhere from 4 to 7 hours from now, the other is on leave that day. Answers when the first's shift starts (Paris
 * wall time), as it was when it was planned: an hour may turn before the test reads it back.
 */
export async function busyAndOnLeave(
  week: Pick<PlannedWeek, "asManager" | "asAdmin" | "origin">,
  { busy, onLeave }: { busy: StaffAccount; onLeave: StaffAccount },
  start: string,
) {
  const busyStart = parisHour(4);
  await createPlanning(week.asManager, week.origin, {
    employeeIds: [busy.id],
    title: uniqueName("Ailleurs"),
    startTime: busyStart,
    endTime: parisHour(7),
  });
  await addToEmployeeFile(week.asAdmin, onLeave.id, "absence-add", {
    kind: "paid_leave",
    startsOn: start.slice(0, 10),
    endsOn: start.slice(0, 10),
  });
  return { busyStart };
}

/**
 * The sick leave a declaration from a shift starting at `start` (Paris wall time) records, as the pages name it: the
 * afternoon only for a shift from noon on (docs/decisions/046-i-cannot-come.md), so it depends on when the test runs.
 */
export const sickLeaveText = (start: string) =>
  start.slice(11, 16) >= "12:00" ? "Arrêt maladie (après-midi)" : "Arrêt maladie";

/** « Je ne peux pas venir » → « Je suis malade » on the employee's next shift, from their week. */
export async function declareSick(page: Page, openAs: OpenAs, who: StaffAccount) {
  await openAs(who, "/my-schedule");
  const next = page.getByRole("region", { name: "Prochaine intervention" });
  await next.getByText("Je ne peux pas venir").click();
  await next.getByRole("button", { name: "Je suis malade" }).click();
  await expect(page.getByRole("status")).toContainText("vos responsables sont prévenus");
}

/** The tap from the staff home's « À remplacer » to that shift's « Trouver un remplaçant ». */
export async function openFinderFromHome(page: Page, title: string) {
  await page
    .getByRole("region", { name: "À remplacer" })
    .getByRole("link", { name: new RegExp(`^Trouver un remplaçant : ${title}`) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Trouver un remplaçant" })).toBeVisible();
}
