import type { PunchKind } from "../../app/domain/punches";
import { getDb } from "../../app/lib/db.server";
import { punches } from "../../db/schema";

export interface PunchFields {
  employeeId: string;
  siteId: string;
  kind: PunchKind;
  at: string;
  planningId?: string | null;
}

/** A punch written directly, as the employee's phone makes one by QR code, with `changes` to it; answers its id. */
export async function insertPunch(fields: PunchFields, changes: Partial<typeof punches.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(punches)
    .values({ ...fields, at: new Date(fields.at), method: "qr", authorId: fields.employeeId, ...changes })
    .returning({ id: punches.id });
  if (!row) throw new Error("no punch");
  return row.id;
}

/** What makes a punch a manager's correction of the punch `supersedesId`, with the reason it needs. */
export function correctionOf(supersedesId: string, authorId: string) {
  return { supersedesId, method: "manual" as const, authorId, reason: "Badge oublié" };
}
