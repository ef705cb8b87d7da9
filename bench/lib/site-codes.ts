import { eq } from "drizzle-orm";
import { newSiteCode } from "../../app/features/attendance/site-code";
import { hashSiteCode } from "../../app/features/attendance/site-codes.server";
import type { Connection } from "../../app/lib/db.server";
import { sites } from "../../db/schema";

/** Posts an attendance code at each site, as a manager does from its page: each code is the site's own. */
export async function postSiteCodes(connection: Connection, siteIds: readonly string[]) {
  for (const id of siteIds) {
    await connection.db
      .update(sites)
      .set({ attendanceCodeHash: hashSiteCode(newSiteCode()) })
      .where(eq(sites.id, id));
  }
}
