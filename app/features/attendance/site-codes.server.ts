import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { sitePlaceColumns, sites } from "../../../db/schema";
import type { SiteAddress } from "../../domain/sites";
import { getDb } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";
import { newSiteCode, normaliseSiteCode } from "./site-code";

/** Codes are kept hashed: the database alone does not let anyone punch at a site. */
export const hashSiteCode = (code: string) => createHash("sha256").update(code).digest("hex");

export interface CodeSite extends SiteAddress {
  id: string;
}

/**
 * Gives an active site a new code, which replaces the old one at once. Answers the code, to be printed now (it is
 * not kept), with the site; null when there is no such active site.
 */
export async function rotateSiteCode(siteId: string): Promise<{ code: string; site: CodeSite } | null> {
  if (!isUuid(siteId)) return null;
  const code = newSiteCode();
  const [site] = await getDb()
    .update(sites)
    .set({ attendanceCodeHash: hashSiteCode(code), attendanceCodeSetAt: new Date() })
    .where(and(eq(sites.id, siteId), eq(sites.active, true)))
    .returning(sitePlaceColumns);
  return site ? { code, site } : null;
}

/** The active site a code (as typed or scanned) opens; null for a forged, mistyped or replaced code. */
export async function siteOfCode(typed: string): Promise<CodeSite | null> {
  const code = normaliseSiteCode(typed);
  if (!code) return null;
  const [site] = await getDb()
    .select(sitePlaceColumns)
    .from(sites)
    .where(and(eq(sites.attendanceCodeHash, hashSiteCode(code)), eq(sites.active, true)));
  return site ?? null;
}
