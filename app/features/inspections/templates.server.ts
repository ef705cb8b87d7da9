import { and, asc, count, eq, inArray, isNull, max, or, sql } from "drizzle-orm";
import { inspectionItemColumns, inspectionItems, inspectionTemplates, sites } from "../../../db/schema";
import { getDb } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";

export interface TemplateItem {
  id: string;
  area: string;
  label: string;
  weight: number;
  critical: boolean;
}

export interface Template {
  id: string;
  name: string;
  /** The site it was adapted for; null for the company's own checklists. */
  site: { id: string; name: string } | null;
  items: TemplateItem[];
}

type Refused<R extends string> = { ok: false; reason: R };

async function withItems(
  rows: Array<{ id: string; name: string; siteId: string | null; siteName: string | null }>,
): Promise<Template[]> {
  const items =
    rows.length === 0
      ? []
      : await getDb()
          .select({ ...inspectionItemColumns, templateId: inspectionItems.templateId })
          .from(inspectionItems)
          .where(
            inArray(
              inspectionItems.templateId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(inspectionItems.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    site: row.siteId && row.siteName ? { id: row.siteId, name: row.siteName } : null,
    items: items.filter((item) => item.templateId === row.id).map(({ templateId: _, ...item }) => item),
  }));
}

const templateColumns = {
  id: inspectionTemplates.id,
  name: inspectionTemplates.name,
  siteId: inspectionTemplates.siteId,
  siteName: sites.name,
};

/** Every checklist: the company's first, then those adapted for a site, each with its items in order. */
export async function listTemplates(): Promise<Template[]> {
  const rows = await getDb()
    .select(templateColumns)
    .from(inspectionTemplates)
    .leftJoin(sites, eq(sites.id, inspectionTemplates.siteId))
    .orderBy(sql`${inspectionTemplates.siteId} is not null`, asc(sites.name), asc(inspectionTemplates.name));
  return withItems(rows);
}

/**
 * The checklists an inspection of the site may use: its own if it has one (and then only it), else the company's.
 */
export async function templatesForSite(siteId: string): Promise<Template[]> {
  const rows = await getDb()
    .select(templateColumns)
    .from(inspectionTemplates)
    .leftJoin(sites, eq(sites.id, inspectionTemplates.siteId))
    .where(or(eq(inspectionTemplates.siteId, siteId), isNull(inspectionTemplates.siteId)))
    .orderBy(asc(inspectionTemplates.name));
  const own = rows.filter((row) => row.siteId === siteId);
  return withItems(own.length > 0 ? own : rows);
}

export async function addTemplate(name: string): Promise<{ ok: true; id: string }> {
  const [row] = await getDb().insert(inspectionTemplates).values({ name }).returning({ id: inspectionTemplates.id });
  if (!row) throw new Error("Modèle non créé");
  return { ok: true, id: row.id };
}

/** A point added at the end of its area, or of the checklist for a new area. */
export function addTemplateItem(
  input: Omit<TemplateItem, "id"> & { templateId: string },
): Promise<{ ok: true } | Refused<"TEMPLATE_NOT_FOUND">> {
  return getDb().transaction(async (tx) => {
    const [template] = await tx
      .select({ id: inspectionTemplates.id })
      .from(inspectionTemplates)
      .where(eq(inspectionTemplates.id, input.templateId))
      .for("update");
    if (!template) return { ok: false, reason: "TEMPLATE_NOT_FOUND" };
    const [last] = await tx
      .select({
        inArea: sql<
          number | null
        >`max(${inspectionItems.position}) filter (where ${inspectionItems.area} = ${input.area})`,
        inTemplate: max(inspectionItems.position),
      })
      .from(inspectionItems)
      .where(eq(inspectionItems.templateId, template.id));
    const position = (last?.inArea ?? last?.inTemplate ?? 0) + 1;
    await tx
      .update(inspectionItems)
      .set({ position: sql`${inspectionItems.position} + 1` })
      .where(and(eq(inspectionItems.templateId, template.id), sql`${inspectionItems.position} >= ${position}`));
    await tx.insert(inspectionItems).values({ ...input, position });
    return { ok: true };
  });
}

/** Removes a point; past inspections keep it, having copied it. A checklist keeps one point at least. */
export function deleteTemplateItem(
  itemId: string,
): Promise<{ ok: true } | Refused<"TEMPLATE_NOT_FOUND" | "LAST_ITEM">> {
  if (!isUuid(itemId)) return Promise.resolve({ ok: false, reason: "TEMPLATE_NOT_FOUND" });
  return getDb().transaction(async (tx) => {
    const [item] = await tx
      .select({ templateId: inspectionItems.templateId })
      .from(inspectionItems)
      .where(eq(inspectionItems.id, itemId));
    if (!item) return { ok: false, reason: "TEMPLATE_NOT_FOUND" };
    await tx
      .select({ id: inspectionTemplates.id })
      .from(inspectionTemplates)
      .where(eq(inspectionTemplates.id, item.templateId))
      .for("update");
    const [{ items } = { items: 0 }] = await tx
      .select({ items: count() })
      .from(inspectionItems)
      .where(eq(inspectionItems.templateId, item.templateId));
    if (items <= 1) return { ok: false, reason: "LAST_ITEM" };
    await tx.delete(inspectionItems).where(eq(inspectionItems.id, itemId));
    return { ok: true };
  });
}

/** A copy of a company checklist for one site, named after it; the site's inspections use it from then on. */
export function adaptTemplate(
  siteId: string,
  templateId: string,
): Promise<{ ok: true; id: string } | Refused<"SITE_NOT_FOUND" | "TEMPLATE_NOT_FOUND" | "ALREADY_ADAPTED">> {
  if (!isUuid(siteId)) return Promise.resolve({ ok: false, reason: "SITE_NOT_FOUND" });
  return getDb().transaction(async (tx) => {
    const [site] = await tx.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)).for("update");
    if (!site) return { ok: false, reason: "SITE_NOT_FOUND" };
    const [own] = await tx
      .select({ id: inspectionTemplates.id })
      .from(inspectionTemplates)
      .where(eq(inspectionTemplates.siteId, siteId));
    if (own) return { ok: false, reason: "ALREADY_ADAPTED" };
    const [source] = await tx
      .select({ name: inspectionTemplates.name })
      .from(inspectionTemplates)
      .where(and(eq(inspectionTemplates.id, templateId), isNull(inspectionTemplates.siteId)));
    if (!source) return { ok: false, reason: "TEMPLATE_NOT_FOUND" };
    const [copy] = await tx
      .insert(inspectionTemplates)
      .values({ name: `${source.name} (${site.name})`.slice(0, 200), siteId })
      .returning({ id: inspectionTemplates.id });
    if (!copy) throw new Error("Modèle non copié");
    await tx.execute(sql`insert into inspection_items (template_id, area, label, weight, critical, position)
      select ${copy.id}, area, label, weight, critical, position from inspection_items where template_id = ${templateId}`);
    return { ok: true, id: copy.id };
  });
}
