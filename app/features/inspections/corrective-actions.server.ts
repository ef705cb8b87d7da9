import { and, asc, eq } from "drizzle-orm";
import { correctiveActions, inspections, sites, user } from "../../../db/schema";
import type { ActionState } from "../../domain/inspections";
import { getDb } from "../../lib/db.server";
import { activeManagers } from "../../lib/managers.server";

export interface CorrectiveAction {
  id: string;
  inspectionId: string;
  reason: string;
  dueOn: string;
  state: ActionState;
  ownerId: string | null;
  owner: string | null;
  closingNote: string | null;
  closedAt: Date | null;
  site: { id: string; name: string };
}

const actionColumns = {
  id: correctiveActions.id,
  inspectionId: correctiveActions.inspectionId,
  reason: correctiveActions.reason,
  dueOn: correctiveActions.dueOn,
  state: correctiveActions.state,
  ownerId: correctiveActions.ownerId,
  owner: user.name,
  closingNote: correctiveActions.closingNote,
  closedAt: correctiveActions.closedAt,
  siteId: sites.id,
  siteName: sites.name,
};

/** The corrective actions with their site and owner, for the caller to filter and order. */
export function actionsQuery() {
  return getDb()
    .select(actionColumns)
    .from(correctiveActions)
    .innerJoin(inspections, eq(inspections.id, correctiveActions.inspectionId))
    .innerJoin(sites, eq(sites.id, inspections.siteId))
    .leftJoin(user, eq(user.id, correctiveActions.ownerId));
}

type ActionRow = Awaited<ReturnType<typeof actionsQuery>>[number];

export const toAction = ({ siteId, siteName, ...row }: ActionRow): CorrectiveAction => ({
  ...row,
  site: { id: siteId, name: siteName },
});

/** The open corrective actions, the most pressing first: what the staff home lists until each is closed. */
export async function openCorrectiveActions(): Promise<CorrectiveAction[]> {
  const rows = await actionsQuery()
    .where(eq(correctiveActions.state, "ouverte"))
    .orderBy(asc(correctiveActions.dueOn), asc(correctiveActions.createdAt));
  return rows.map(toAction);
}

type ActionOutcome = { ok: true } | { ok: false; reason: "ACTION_NOT_FOUND" | "OWNER_NOT_FOUND" };

/** Who is in charge of an open action, and by when. */
export async function planCorrectiveAction(input: {
  actionId: string;
  ownerId: string;
  dueOn: string;
}): Promise<ActionOutcome> {
  const owners = await activeManagers();
  if (!owners.some((owner) => owner.id === input.ownerId)) return { ok: false, reason: "OWNER_NOT_FOUND" };
  const updated = await getDb()
    .update(correctiveActions)
    .set({ ownerId: input.ownerId, dueOn: input.dueOn, updatedAt: new Date() })
    .where(and(eq(correctiveActions.id, input.actionId), eq(correctiveActions.state, "ouverte")))
    .returning({ id: correctiveActions.id });
  return updated.length > 0 ? { ok: true } : { ok: false, reason: "ACTION_NOT_FOUND" };
}

/** Closes an open action with what was done. */
export async function closeCorrectiveAction(
  input: { actionId: string; closingNote: string },
  closedBy: string,
  now = new Date(),
): Promise<ActionOutcome> {
  const updated = await getDb()
    .update(correctiveActions)
    .set({ state: "close", closedAt: now, closedBy, closingNote: input.closingNote, updatedAt: now })
    .where(and(eq(correctiveActions.id, input.actionId), eq(correctiveActions.state, "ouverte")))
    .returning({ id: correctiveActions.id });
  return updated.length > 0 ? { ok: true } : { ok: false, reason: "ACTION_NOT_FOUND" };
}
