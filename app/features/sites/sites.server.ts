import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import { plannings, sitePlaceColumns, sites, weeklyMinutesInForce } from "../../../db/schema";
import type { SiteAddress } from "../../domain/sites";
import { refusingOn } from "../../lib/constraint-refusal.server";
import { versionedCache } from "../../lib/data-version.server";
import { type Database, getDb } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";
import type { SiteInput } from "./sites.schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A site as staff see it on /admin/sites (access code included: staff only). */
export interface SiteRow extends SiteAddress {
  id: string;
  clientName: string;
  accessInstructions: string | null;
  accessCode: string | null;
  contactName: string | null;
  contactPhone: string | null;
  /** The weekly minutes of its service contract in force today; null: none. */
  contractedMinutesPerWeek: number | null;
  active: boolean;
  planningCount: number;
  /** When its attendance code was last printed; null: never. */
  attendanceCodeSetAt: Date | null;
}

/**
 * A site offered by the planning picker and heading the sites grid, for managers: never its access code. Its access
 * instructions go only into what a manager shares with the one employee working there.
 */
export interface SiteOption extends SiteAddress {
  id: string;
  accessInstructions: string | null;
  /** The weekly minutes of its service contract in force on the day asked, that the sites grid compares the week with. */
  contractedMinutesPerWeek: number | null;
}

export type SiteOutcome =
  | { ok: true; id: string; linked: number }
  | { ok: false; reason: "NAME_TAKEN" | "NOT_FOUND" | "HAS_PLANNINGS" };

const nameKey = (name: string) => sql`lower(btrim(${name}))`;

/** Every site, active ones first, by name, with how many plannings each has and its contract's hours on `today`. */
export async function listSites(today: string): Promise<SiteRow[]> {
  // Spelled out: inside a subquery, drizzle would leave the columns unqualified.
  const planningCount = sql<number>`(select count(*)::int from plannings p where p.site_id = sites.id)`;
  return getDb()
    .select({
      ...sitePlaceColumns,
      clientName: sites.clientName,
      accessInstructions: sites.accessInstructions,
      accessCode: sites.accessCode,
      contactName: sites.contactName,
      contactPhone: sites.contactPhone,
      contractedMinutesPerWeek: weeklyMinutesInForce(today),
      active: sites.active,
      planningCount,
      attendanceCodeSetAt: sites.attendanceCodeSetAt,
    })
    .from(sites)
    .orderBy(sql`${sites.active} desc`, asc(sql`lower(${sites.name})`));
}

/** The site options, kept until the next write (docs/decisions/043-week-grid-reads-kept-until-a-write.md). */
const keptOptions = versionedCache<SiteOption[]>();

/** The active sites, by name, for the planning picker, with the hours of their contract in force on `day`. */
export function listActiveSiteOptions(day: string): Promise<SiteOption[]> {
  return keptOptions(day, () => readActiveSiteOptions(day));
}

async function readActiveSiteOptions(day: string): Promise<SiteOption[]> {
  return getDb()
    .select({
      ...sitePlaceColumns,
      accessInstructions: sites.accessInstructions,
      contractedMinutesPerWeek: weeklyMinutesInForce(day),
    })
    .from(sites)
    .where(eq(sites.active, true))
    .orderBy(asc(sql`lower(${sites.name})`));
}

async function nameTaken(tx: Tx, name: string, exceptId: string | null): Promise<boolean> {
  const [taken] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(sql`lower(${sites.name}) = lower(${name})`, exceptId ? ne(sites.id, exceptId) : undefined));
  return Boolean(taken);
}

/**
 * Links to the site the plannings without a site whose location is its name (trimmed, whatever the case), and
 * names every planning of the site after it. Answers how many plannings were newly linked.
 */
async function linkPlanningsByName(tx: Tx, siteId: string, name: string): Promise<number> {
  const linked = await tx
    .update(plannings)
    .set({ siteId, location: name, updatedAt: new Date() })
    .where(and(isNull(plannings.siteId), sql`lower(btrim(${plannings.location})) = ${nameKey(name)}`))
    .returning({ id: plannings.id });
  await tx
    .update(plannings)
    .set({ location: name })
    .where(and(eq(plannings.siteId, siteId), sql`${plannings.location} is distinct from ${name}`));
  return linked.length;
}

/** Two writers may pass the name check together: the unique index refuses the second (23505). */
const refusingDuplicates = (write: () => Promise<SiteOutcome>) =>
  refusingOn<SiteOutcome>("23505", { ok: false, reason: "NAME_TAKEN" }, write);

/** Creates the site and links the plannings already written at that location, in one transaction. */
export async function createSite(input: SiteInput): Promise<SiteOutcome> {
  return refusingDuplicates(() =>
    getDb().transaction(async (tx) => {
      if (await nameTaken(tx, input.name, null)) return { ok: false, reason: "NAME_TAKEN" };
      const [created] = await tx.insert(sites).values(input).returning({ id: sites.id });
      if (!created) throw new Error("Site non créé.");
      return { ok: true, id: created.id, linked: await linkPlanningsByName(tx, created.id, input.name) };
    }),
  );
}

async function lockSite(tx: Tx, id: string) {
  if (!isUuid(id)) return null;
  const [site] = await tx
    .select({ id: sites.id, name: sites.name, active: sites.active })
    .from(sites)
    .where(eq(sites.id, id))
    .for("update");
  return site ?? null;
}

/** Changes the site; a new name renames its plannings and links those written at that name. */
export async function updateSite(id: string, input: SiteInput): Promise<SiteOutcome> {
  return refusingDuplicates(() =>
    getDb().transaction(async (tx) => {
      const site = await lockSite(tx, id);
      if (!site) return { ok: false, reason: "NOT_FOUND" };
      if (await nameTaken(tx, input.name, id)) return { ok: false, reason: "NAME_TAKEN" };
      await tx
        .update(sites)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(sites.id, id));
      const linked = site.name === input.name ? 0 : await linkPlanningsByName(tx, id, input.name);
      return { ok: true, id, linked };
    }),
  );
}

/** Archives (false) or re-activates (true) the site; its plannings keep it. */
export async function setSiteActive(id: string, active: boolean): Promise<SiteOutcome> {
  return getDb().transaction(async (tx) => {
    if (!(await lockSite(tx, id))) return { ok: false, reason: "NOT_FOUND" };
    await tx.update(sites).set({ active, updatedAt: new Date() }).where(eq(sites.id, id));
    return { ok: true, id, linked: 0 };
  });
}

/** Deletes a site where nothing was ever planned; a site with plannings is archived instead. */
export async function deleteSite(id: string): Promise<SiteOutcome> {
  return getDb().transaction(async (tx) => {
    if (!(await lockSite(tx, id))) return { ok: false, reason: "NOT_FOUND" };
    const [used] = await tx.select({ n: count() }).from(plannings).where(eq(plannings.siteId, id));
    if (used?.n) return { ok: false, reason: "HAS_PLANNINGS" };
    await tx.delete(sites).where(eq(sites.id, id));
    return { ok: true, id, linked: 0 };
  });
}
