import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import {
  correctiveActions,
  inspectionItemColumns,
  inspectionItems,
  inspectionResults,
  inspections,
  inspectionTemplates,
  sites,
  user,
} from "../../../db/schema";
import type { Verdict } from "../../domain/enums";
import { ACTION_DAYS } from "../../domain/inspections";
import { getDb } from "../../lib/db.server";
import { reducedPhoto } from "../../lib/photo.server";
import { shiftDay, todayIn } from "../../lib/time";
import { isUuid } from "../../lib/uuid";
import { actionsQuery, type CorrectiveAction, toAction } from "./corrective-actions.server";
import type { InspectionRunInput } from "./inspections.schema";
import { actionCauses, actionReason, inspectionScore } from "./score";
import type { TemplateItem } from "./templates.server";

export type RecordOutcome =
  | { ok: true; id: string; percent: number | null; actions: number }
  | { ok: false; reason: "SITE_NOT_FOUND" | "SITE_ARCHIVED" | "TEMPLATE_CHANGED" }
  | { ok: false; reason: "PHOTO"; index: number; message: string };

/**
 * Records an inspection of a site with its checklist: the results copy each item as it is now, the score is computed
 * from them, and a corrective action opens for each critical item found non-conforming and for a score under the
 * site's threshold, due in 7 days, in the inspector's charge. The photos are proven images and reduced first; one
 * that is not refuses the whole inspection, and nothing is written.
 */
export async function recordInspection(
  siteId: string,
  input: InspectionRunInput,
  inspector: { id: string },
  zone: string,
  now = new Date(),
): Promise<RecordOutcome> {
  if (!isUuid(siteId)) return { ok: false, reason: "SITE_NOT_FOUND" };
  const photos: Array<Uint8Array | null> = [];
  for (const [index, result] of input.results.entries()) {
    if (!result.photo) {
      photos.push(null);
      continue;
    }
    const photo = await reducedPhoto(new Uint8Array(await result.photo.arrayBuffer()));
    if (!photo.ok) return { ok: false, reason: "PHOTO", index, message: photo.message };
    photos.push(photo.jpeg);
  }
  return getDb().transaction(async (tx) => {
    const [site] = await tx
      .select({ active: sites.active, threshold: sites.inspectionThreshold })
      .from(sites)
      .where(eq(sites.id, siteId))
      .for("update");
    if (!site) return { ok: false, reason: "SITE_NOT_FOUND" };
    if (!site.active) return { ok: false, reason: "SITE_ARCHIVED" };
    // The site's own checklist if it has one, else one of the company's.
    const usable = await tx
      .select({ id: inspectionTemplates.id, name: inspectionTemplates.name, siteId: inspectionTemplates.siteId })
      .from(inspectionTemplates)
      .where(or(eq(inspectionTemplates.siteId, siteId), isNull(inspectionTemplates.siteId)));
    const own = usable.some((row) => row.siteId === siteId);
    const template = usable.find((row) => row.id === input.templateId && (row.siteId !== null || !own));
    if (!template) return { ok: false, reason: "TEMPLATE_CHANGED" };
    const items = await tx
      .select(inspectionItemColumns)
      .from(inspectionItems)
      .where(eq(inspectionItems.templateId, input.templateId))
      .orderBy(asc(inspectionItems.position));
    const sameItems =
      items.length === input.results.length && items.every((item, index) => item.id === input.results[index]?.itemId);
    if (!sameItems) return { ok: false, reason: "TEMPLATE_CHANGED" };
    const found = items.map((item, index) => ({ ...item, verdict: input.results[index]?.verdict as Verdict }));
    const score = inspectionScore(found);
    const [inspection] = await tx
      .insert(inspections)
      .values({
        siteId,
        templateName: template.name,
        inspectorId: inspector.id,
        inspectedAt: now,
        conformingWeight: score.conforming,
        countedWeight: score.counted,
        thresholdPercent: site.threshold,
      })
      .returning({ id: inspections.id });
    if (!inspection) throw new Error("Inspection non enregistrée");
    const results = await tx
      .insert(inspectionResults)
      .values(
        found.map((item, index) => ({
          inspectionId: inspection.id,
          position: index + 1,
          area: item.area,
          label: item.label,
          weight: item.weight,
          critical: item.critical,
          verdict: item.verdict,
          comment: input.results[index]?.comment ?? null,
          photo: photos[index] ?? null,
        })),
      )
      .returning({ id: inspectionResults.id, position: inspectionResults.position });
    const causes = actionCauses(found, site.threshold);
    const dueOn = shiftDay(todayIn(zone, now), ACTION_DAYS);
    if (causes.length > 0)
      await tx.insert(correctiveActions).values(
        causes.map((cause) => ({
          inspectionId: inspection.id,
          resultId:
            cause.kind === "critical" ? (results.find((row) => row.position === cause.index + 1)?.id ?? null) : null,
          reason: actionReason(cause, site.threshold),
          ownerId: inspector.id,
          dueOn,
        })),
      );
    return { ok: true, id: inspection.id, percent: score.percent, actions: causes.length };
  });
}

export interface InspectionSummary {
  id: string;
  inspectedAt: Date;
  templateName: string;
  conformingWeight: number;
  countedWeight: number;
  thresholdPercent: number;
  inspector: string | null;
}

const summaryColumns = {
  id: inspections.id,
  inspectedAt: inspections.inspectedAt,
  templateName: inspections.templateName,
  conformingWeight: inspections.conformingWeight,
  countedWeight: inspections.countedWeight,
  thresholdPercent: inspections.thresholdPercent,
  inspector: user.name,
};

/** A site's inspections, the latest first. */
export function siteInspections(siteId: string, limit = 12): Promise<InspectionSummary[]> {
  return getDb()
    .select(summaryColumns)
    .from(inspections)
    .leftJoin(user, eq(user.id, inspections.inspectorId))
    .where(eq(inspections.siteId, siteId))
    .orderBy(desc(inspections.inspectedAt))
    .limit(limit);
}

/** A checklist point as it stood when inspected (the result keeps its copy), with what was found. */
export interface InspectionResultView extends TemplateItem {
  verdict: Verdict;
  comment: string | null;
  hasPhoto: boolean;
}

export interface InspectionFile extends InspectionSummary {
  site: { id: string; name: string; clientId: string | null };
  results: InspectionResultView[];
  actions: CorrectiveAction[];
}

/** One inspection with its results, in the checklist's order, and the corrective actions it opened. */
export async function inspectionFile(id: string): Promise<InspectionFile | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [inspection] = await db
    .select({ ...summaryColumns, siteId: sites.id, siteName: sites.name, clientId: sites.clientId })
    .from(inspections)
    .innerJoin(sites, eq(sites.id, inspections.siteId))
    .leftJoin(user, eq(user.id, inspections.inspectorId))
    .where(eq(inspections.id, id));
  if (!inspection) return null;
  const { siteId, siteName, clientId, ...summary } = inspection;
  const [results, actions] = await Promise.all([
    db
      .select({
        id: inspectionResults.id,
        area: inspectionResults.area,
        label: inspectionResults.label,
        weight: inspectionResults.weight,
        critical: inspectionResults.critical,
        verdict: inspectionResults.verdict,
        comment: inspectionResults.comment,
        hasPhoto: sql<boolean>`${inspectionResults.photo} is not null`,
      })
      .from(inspectionResults)
      .where(eq(inspectionResults.inspectionId, id))
      .orderBy(asc(inspectionResults.position)),
    actionsQuery().where(eq(correctiveActions.inspectionId, id)).orderBy(asc(correctiveActions.createdAt)),
  ]);
  return { ...summary, site: { id: siteId, name: siteName, clientId }, results, actions: actions.map(toAction) };
}

/** The stored photo of one result (JPEG), or null. */
export async function resultPhoto(resultId: string): Promise<{ photo: Uint8Array; siteId: string } | null> {
  if (!isUuid(resultId)) return null;
  const [row] = await getDb()
    .select({ photo: inspectionResults.photo, siteId: inspections.siteId })
    .from(inspectionResults)
    .innerJoin(inspections, eq(inspections.id, inspectionResults.inspectionId))
    .where(eq(inspectionResults.id, resultId));
  return row?.photo ? { photo: row.photo, siteId: row.siteId } : null;
}

/** The site's threshold for the inspections to come. */
export async function setInspectionThreshold(siteId: string, thresholdPercent: number): Promise<boolean> {
  if (!isUuid(siteId)) return false;
  const updated = await getDb()
    .update(sites)
    .set({ inspectionThreshold: thresholdPercent, updatedAt: new Date() })
    .where(eq(sites.id, siteId))
    .returning({ id: sites.id });
  return updated.length > 0;
}

/** The site as its inspections need it: its name, whether it is still served, and its threshold. */
export async function inspectedSite(
  siteId: string,
): Promise<{ id: string; name: string; active: boolean; threshold: number } | null> {
  if (!isUuid(siteId)) return null;
  const [site] = await getDb()
    .select({ id: sites.id, name: sites.name, active: sites.active, threshold: sites.inspectionThreshold })
    .from(sites)
    .where(eq(sites.id, siteId));
  return site ?? null;
}

/** A site's inspections made between `start` and `end`, the earliest first, each with the actions it opened. */
export async function inspectionsBetween(
  siteId: string,
  { start, end }: { start: Date; end: Date },
): Promise<Array<InspectionSummary & { actions: CorrectiveAction[] }>> {
  const rows = await getDb()
    .select(summaryColumns)
    .from(inspections)
    .leftJoin(user, eq(user.id, inspections.inspectorId))
    .where(and(eq(inspections.siteId, siteId), gte(inspections.inspectedAt, start), lt(inspections.inspectedAt, end)))
    .orderBy(asc(inspections.inspectedAt));
  const actions =
    rows.length === 0
      ? []
      : (
          await actionsQuery()
            .where(
              inArray(
                correctiveActions.inspectionId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(correctiveActions.createdAt))
        ).map(toAction);
  return rows.map((row) => ({ ...row, actions: actions.filter((action) => action.inspectionId === row.id) }));
}
