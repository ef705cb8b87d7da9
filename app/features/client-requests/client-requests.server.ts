import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { clientRequests, sites } from "../../../db/schema";
import type { LeadStatus } from "../../domain/enums";
import { CLIENT_REQUEST_KIND_LABELS, type ClientRequestKind } from "../../domain/enums";
import { type PortalSite, portalSite } from "../../lib/client-scope.server";
import { getDb } from "../../lib/db.server";
import { getEnv } from "../../lib/env.server";
import type { SessionUser } from "../../lib/permissions";
import { reducedPhoto } from "../../lib/photo.server";
import { formatDateTime } from "../../lib/time";
import { isUuid } from "../../lib/uuid";
import { notifyManagers } from "./client-request-notice.server";
import { authorNameOf, CLIENT_REQUEST_STATUS_LABELS, excerptOf } from "./client-requests";
import type { ClientRequestInput } from "./client-requests.schema";

export type CreateOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: "SITE_NOT_FOUND" }
  | { ok: false; reason: "PHOTO"; message: string };

/**
 * Stores a request of a client contact about one of its sites, then tells the managers. Another client's site, or
 * one the contact was not invited for, is refused as unknown; a photo that is not an image is refused; either way
 * nothing is written.
 */
export async function createClientRequest(
  author: Pick<SessionUser, "id" | "email" | "firstName" | "lastName">,
  input: ClientRequestInput,
): Promise<CreateOutcome> {
  const site = await portalSite(author.id, input.siteId);
  if (!site) return { ok: false, reason: "SITE_NOT_FOUND" };
  let photo: Uint8Array | null = null;
  if (input.photo) {
    const reduced = await reducedPhoto(new Uint8Array(await input.photo.arrayBuffer()));
    if (!reduced.ok) return { ok: false, reason: "PHOTO", message: reduced.message };
    photo = reduced.jpeg;
  }
  const authorName = authorNameOf(author);
  const [row] = await getDb()
    .insert(clientRequests)
    .values({
      clientId: site.clientId,
      siteId: site.id,
      authorId: author.id,
      authorName,
      authorEmail: author.email,
      kind: input.kind,
      message: input.message,
      photo,
    })
    .returning({ id: clientRequests.id });
  if (!row) throw new Error("Demande non enregistrée");
  await notifyManagers({
    id: row.id,
    kind: input.kind,
    siteName: site.name,
    clientName: site.clientName,
    authorName,
    authorEmail: author.email,
    message: input.message,
    hasPhoto: photo !== null,
  });
  return { ok: true, id: row.id };
}

/** A request as its client reads it in the portal's list. */
export interface ContactRequest {
  id: string;
  receivedAt: string;
  siteName: string;
  kindLabel: string;
  excerpt: string;
  status: LeadStatus;
  statusLabel: string;
  hasPhoto: boolean;
}

/** The requests the list shows: the latest, enough for a year of a client's requests. */
export const CONTACT_REQUESTS_SHOWN = 50;

/**
 * The requests about a contact's sites (`portalSites`, which the portal's home has read already), whoever of the client
 * sent them, the newest first.
 */
export async function requestsAboutSites(
  scope: readonly PortalSite[],
  zone = getEnv().APP_TIME_ZONE,
  limit = CONTACT_REQUESTS_SHOWN,
): Promise<ContactRequest[]> {
  if (scope.length === 0) return [];
  const siteIds = scope.map((site) => site.id);
  const rows = await getDb()
    .select({
      id: clientRequests.id,
      createdAt: clientRequests.createdAt,
      siteName: sites.name,
      kind: clientRequests.kind,
      message: clientRequests.message,
      status: clientRequests.status,
      hasPhoto: sql<boolean>`${clientRequests.photo} is not null`,
    })
    .from(clientRequests)
    .innerJoin(sites, eq(sites.id, clientRequests.siteId))
    .where(
      and(
        inArray(clientRequests.siteId, siteIds),
        // A site moved to another client keeps its former client's requests away from the new one.
        inArray(clientRequests.clientId, [...new Set(scope.map((site) => site.clientId))]),
      ),
    )
    .orderBy(desc(clientRequests.createdAt), desc(clientRequests.id))
    .limit(limit);
  return rows.map(({ createdAt, kind, message, ...row }) => ({
    ...row,
    receivedAt: formatDateTime(createdAt, zone),
    kindLabel: CLIENT_REQUEST_KIND_LABELS[kind as ClientRequestKind] ?? kind,
    excerpt: excerptOf(message),
    statusLabel: CLIENT_REQUEST_STATUS_LABELS[row.status],
  }));
}

/** A request's stored photo and the site it is about (whose reader the caller checks), or null. */
export async function requestPhoto(id: string | undefined): Promise<{ siteId: string; photo: Uint8Array } | null> {
  if (!id || !isUuid(id)) return null;
  const [row] = await getDb()
    .select({ siteId: clientRequests.siteId, photo: clientRequests.photo })
    .from(clientRequests)
    .where(eq(clientRequests.id, id));
  return row?.photo ? { siteId: row.siteId, photo: row.photo } : null;
}

/** The requests about a site received between `start` (included) and `end`, oldest first, for its monthly report. */
export async function siteRequestsBetween(siteId: string, { start, end }: { start: Date; end: Date }) {
  const rows = await getDb()
    .select({
      createdAt: clientRequests.createdAt,
      kind: clientRequests.kind,
      message: clientRequests.message,
      status: clientRequests.status,
    })
    .from(clientRequests)
    .where(
      and(eq(clientRequests.siteId, siteId), gte(clientRequests.createdAt, start), lt(clientRequests.createdAt, end)),
    )
    .orderBy(asc(clientRequests.createdAt));
  return rows.map((row) => ({
    receivedAt: row.createdAt,
    kindLabel: CLIENT_REQUEST_KIND_LABELS[row.kind as ClientRequestKind] ?? row.kind,
    statusLabel: CLIENT_REQUEST_STATUS_LABELS[row.status],
    excerpt: excerptOf(row.message),
  }));
}
