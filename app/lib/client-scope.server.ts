import { and, asc, eq } from "drizzle-orm";
import {
  clientContactSites,
  clientContacts,
  clients,
  isEnabledAccount,
  sitePlaceColumns,
  sites,
  user,
} from "../../db/schema";
import { siteAddressLine } from "../domain/sites";
import { getDb } from "./db.server";
import { isUuid } from "./uuid";

/** A site as its client contact sees it in the portal. */
export interface PortalSite {
  id: string;
  name: string;
  address: string;
  clientId: string;
  clientName: string;
}

function scopedSites(userId: string) {
  return getDb()
    .select({ ...sitePlaceColumns, clientId: clients.id, clientName: clients.name })
    .from(clientContacts)
    .innerJoin(clientContactSites, eq(clientContactSites.contactId, clientContacts.id))
    .innerJoin(sites, and(eq(sites.id, clientContactSites.siteId), eq(sites.clientId, clientContacts.clientId)))
    .innerJoin(clients, eq(clients.id, sites.clientId))
    .where(eq(clientContacts.userId, userId))
    .$dynamic();
}

const toPortalSite = ({
  id,
  name,
  clientId,
  clientName,
  ...place
}: Awaited<ReturnType<typeof scopedSites>>[number]) => ({
  id,
  name,
  clientId,
  clientName,
  address: siteAddressLine(place),
});

/**
 * The sites a client account sees: those it was invited for, and still its client's. Every portal query starts
 * here, so that no client reads another's site (docs/decisions/062-client-portal.md).
 */
export async function portalSites(userId: string): Promise<PortalSite[]> {
  const rows = await scopedSites(userId).orderBy(asc(sites.name));
  return rows.map(toPortalSite);
}

/** One of the account's sites, or null (another client's, not invited for, or none): the caller answers 404. */
export async function portalSite(userId: string, siteId: string | undefined): Promise<PortalSite | null> {
  if (!siteId || !isUuid(siteId)) return null;
  const [row] = await scopedSites(userId).where(and(eq(clientContacts.userId, userId), eq(sites.id, siteId)));
  return row ? toPortalSite(row) : null;
}

/** Who a site's monthly report is mailed to: the active client accounts it is opened to. */
export interface ReportRecipients {
  siteId: string;
  siteName: string;
  contacts: Array<{ email: string; firstName: string }>;
}

/** Every site opened to at least one active client account, with those accounts. */
export async function reportRecipients(): Promise<ReportRecipients[]> {
  const rows = await getDb()
    .select({ siteId: sites.id, siteName: sites.name, email: user.email, firstName: user.firstName })
    .from(clientContactSites)
    .innerJoin(clientContacts, eq(clientContacts.id, clientContactSites.contactId))
    .innerJoin(sites, and(eq(sites.id, clientContactSites.siteId), eq(sites.clientId, clientContacts.clientId)))
    .innerJoin(user, and(eq(user.id, clientContacts.userId), eq(user.role, "client"), isEnabledAccount()))
    .orderBy(asc(sites.name), asc(user.email));
  const bySite = new Map<string, ReportRecipients>();
  for (const { siteId, siteName, email, firstName } of rows) {
    const site = bySite.get(siteId) ?? { siteId, siteName, contacts: [] };
    site.contacts.push({ email, firstName });
    bySite.set(siteId, site);
  }
  return [...bySite.values()];
}
