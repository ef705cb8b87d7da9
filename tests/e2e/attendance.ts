import type { APIRequestContext } from "@playwright/test";
import { formatInZone, PARIS, wallTimeToInstant } from "../../app/lib/time";
import { qrTextsIn } from "../support/pdf-qr";
import { expect } from "./fixtures";
import { createPlanning, createSite, type PlannedWeek, siteIdNamed, uniqueName } from "./plannings-helpers";

/** A Paris wall time `minutes` from `from` (now by default), to the minute (`2026-11-27T09:47`). */
export const parisMinute = (minutes: number, from = Date.now()) =>
  formatInZone(new Date(from + minutes * 60_000), "yyyy-MM-dd'T'HH:mm", PARIS);

/**
 * A punch at `at` as a timesheet writes it under a shift starting at `shiftStart` (Paris wall times): the hour alone,
 * or its day too when it falls on another day than the shift's start (a shift across midnight).
 */
export function punchTime(at: string, shiftStart: string): string {
  if (at.slice(0, 10) === shiftStart.slice(0, 10)) return at.slice(11);
  const instant = wallTimeToInstant(at, PARIS);
  if (!instant.ok) throw new Error(instant.message);
  return formatInZone(instant.instant, "EEEE d MMMM 'à' HH:mm", PARIS);
}

/**
 * A new site made by the week's manager, and one shift there from `start` to `end` (Paris wall times) for the
 * employees, set up by an admin: the site's and the shift's unique names.
 */
export async function shiftAtNewSite(
  week: Pick<PlannedWeek, "asManager" | "asAdmin" | "origin">,
  names: { site: string; title: string },
  shift: { employeeIds: string[]; start: string; end: string },
): Promise<{ site: string; title: string }> {
  const [site, title] = [uniqueName(names.site), uniqueName(names.title)];
  await createSite(week.asManager, week.origin, { name: site });
  await createPlanning(week.asAdmin, week.origin, {
    employeeIds: shift.employeeIds,
    title,
    location: site,
    startTime: shift.start,
    endTime: shift.end,
  });
  return { site, title };
}

/** Prints a site's attendance sheet as the signed-in manager of `request`, and answers the code its QR code carries. */
export async function printSiteCode(request: APIRequestContext, siteName: string): Promise<string> {
  const siteId = await siteIdNamed(request, siteName);
  const sheet = await request.post(`/admin/sites/${siteId}/code-pointage.pdf`);
  expect(sheet.status()).toBe(200);
  const [url] = qrTextsIn(await sheet.body());
  return url?.split("/pointage/")[1] ?? "";
}
