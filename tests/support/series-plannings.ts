import { asc, eq } from "drizzle-orm";
import type { Planning } from "../../app/features/schedules/schedules";
import { getPlanning } from "../../app/features/schedules/schedules.server";
import { getDb } from "../../app/lib/db.server";
import { formatInZone } from "../../app/lib/time";
import { plannings } from "../../db/schema";

export const ZONE = "Europe/Paris";

/** Every planning of a title, by start. */
export async function occurrences(title: string): Promise<Planning[]> {
  const rows = await getDb()
    .select({ id: plannings.id })
    .from(plannings)
    .where(eq(plannings.title, title))
    .orderBy(asc(plannings.startTime));
  const found = await Promise.all(rows.map((row) => getPlanning(row.id)));
  return found.flatMap((planning) => (planning ? [planning] : []));
}

export const paris = (instant: string) => formatInZone(instant, "EEE dd/MM HH:mm", ZONE);
export const starts = (planned: Planning[]) => planned.map((planning) => paris(planning.startTime));

/** Monday, Wednesday and Friday 06:00–08:00 from Monday 23 to Friday 3 April 2026: the clocks change on the 29th. */
export const weekly = (title: string) => ({
  title,
  startTime: "2026-03-23T06:00",
  endTime: "2026-03-23T08:00",
  location: "Tour Montparnasse",
  repeat: "weekly",
  repeatDays: ["MO", "WE", "FR"],
  repeatInterval: "1",
  repeatUntil: "2026-04-03",
});

/** The six days of `weekly`, each at its time of day, as `paris` writes them. */
export const weeklyStarts = (...times: string[]) =>
  ["lun. 23/03", "mer. 25/03", "ven. 27/03", "lun. 30/03", "mer. 01/04", "ven. 03/04"].map(
    (day, index) => `${day} ${times[index]}`,
  );
