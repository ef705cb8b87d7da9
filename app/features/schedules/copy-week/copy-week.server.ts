import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { planningAssignments, plannings, sites } from "../../../../db/schema";
import type { Tx } from "../../../lib/db.server";
import type { WeekRange } from "../../../lib/time";
import { isUuid } from "../../../lib/uuid";
import type { PlannedCopy, SourcePlanning } from "./copy-week";

/** Assignments per insert: two parameters each, well under PostgreSQL's 65,535 per statement. */
const ASSIGNMENTS_PER_INSERT = 10_000;

/**
 * The one-off plannings that start in the week (one site's when `siteId` is given), with their employees, and how
 * many occurrences of series the week holds besides: those are never copied, their series already repeats them. A
 * planning that starts the Sunday before and ends on Monday belongs to the week before, so copying week after week
 * copies it once.
 */
export async function readWeekPlannings(
  tx: Tx,
  week: WeekRange,
  siteId: string | null,
): Promise<{ oneOff: SourcePlanning[]; fromSeries: number }> {
  const found = await tx
    .select({
      id: plannings.id,
      seriesId: plannings.seriesId,
      title: plannings.title,
      description: plannings.description,
      location: plannings.location,
      siteId: plannings.siteId,
      startTime: plannings.startTime,
      endTime: plannings.endTime,
      breakMinutes: plannings.breakMinutes,
    })
    .from(plannings)
    .where(
      and(
        gte(plannings.startTime, week.start),
        lt(plannings.startTime, week.end),
        siteId ? eq(plannings.siteId, siteId) : undefined,
      ),
    )
    .orderBy(asc(plannings.startTime), asc(plannings.id));
  const rows = found.filter((row) => row.seriesId === null);
  const fromSeries = found.length - rows.length;
  if (rows.length === 0) return { oneOff: [], fromSeries };
  const assignments = await tx
    .select({ planningId: planningAssignments.planningId, employeeId: planningAssignments.employeeId })
    .from(planningAssignments)
    .where(
      inArray(
        planningAssignments.planningId,
        rows.map((row) => row.id),
      ),
    );
  const employees = new Map<string, string[]>();
  for (const { planningId, employeeId } of assignments) {
    const list = employees.get(planningId);
    if (list) list.push(employeeId);
    else employees.set(planningId, [employeeId]);
  }
  const oneOff = rows.map(({ seriesId: _, ...row }) => ({ ...row, employeeIds: employees.get(row.id) ?? [] }));
  return { oneOff, fromSeries };
}

/**
 * Locks these sites against archiving until the copy is written (as a planning's own site is), and answers the
 * name of the first that does not exist or is archived; null when all can take new plannings.
 */
export async function lockCopySites(tx: Tx, siteIds: readonly string[]): Promise<{ unusable: string } | null> {
  const ids = [...new Set(siteIds)].sort();
  if (ids.length === 0) return null;
  if (ids.some((id) => !isUuid(id))) return { unusable: "" };
  const rows = await tx
    .select({ id: sites.id, name: sites.name, active: sites.active })
    .from(sites)
    .where(inArray(sites.id, ids))
    .orderBy(asc(sites.id))
    .for("share");
  if (rows.length < ids.length) return { unusable: "" };
  const archived = rows.find((site) => !site.active);
  return archived ? { unusable: archived.name } : null;
}

/** Writes the copies: one insert for the plannings, one for their assignments (split only when very many). */
export async function insertCopies(tx: Tx, copies: readonly PlannedCopy[], createdBy: string): Promise<void> {
  const rows = copies.map((copy) => ({
    id: randomUUID(),
    title: copy.title,
    description: copy.description,
    location: copy.location,
    siteId: copy.siteId,
    startTime: copy.start,
    endTime: copy.end,
    breakMinutes: copy.breakMinutes,
    isAllDay: false,
    createdBy,
  }));
  if (rows.length === 0) return;
  await tx.insert(plannings).values(rows);
  const assignments = copies.flatMap((copy, index) =>
    copy.employeeIds.map((employeeId) => ({ planningId: rows[index]?.id ?? "", employeeId })),
  );
  for (let offset = 0; offset < assignments.length; offset += ASSIGNMENTS_PER_INSERT) {
    await tx.insert(planningAssignments).values(assignments.slice(offset, offset + ASSIGNMENTS_PER_INSERT));
  }
}
