import { and, eq, gte, isNull, or } from "drizzle-orm";
import { personColumns, unavailabilities, unavailableSlotColumns, user } from "../../../db/schema";
import type { RequestStatus } from "../../domain/enums";
import { fullName } from "../../domain/people";
import { getDb } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";
import { ownRequestsIn, pendingIn } from "./own-requests.server";
import type { UnavailabilityInput } from "./unavailability.schema";

export type Unavailability = UnavailabilityInput & { id: string; status: RequestStatus };

const columns = {
  id: unavailabilities.id,
  ...unavailableSlotColumns,
  note: unavailabilities.note,
  status: unavailabilities.status,
};

/** « Déclarer une indisponibilité »: the signed-in employee's, waiting for a manager. */
export async function declareUnavailability(employeeId: string, input: UnavailabilityInput): Promise<void> {
  await getDb()
    .insert(unavailabilities)
    .values({ employeeId, ...input });
}

/** The employee's unavailabilities still to come, or waiting, the latest first. */
export function listOwnUnavailabilities(employeeId: string, today: string): Promise<Unavailability[]> {
  const current = and(
    or(gte(unavailabilities.onDate, today), isNull(unavailabilities.onDate)),
    or(gte(unavailabilities.validUntil, today), isNull(unavailabilities.validUntil)),
  );
  return ownRequestsIn<Unavailability>(unavailabilities, columns, employeeId, current);
}

/** The unavailabilities waiting for a manager, the oldest first, with who declared them. */
export function listPendingUnavailabilities() {
  return pendingIn<Unavailability>(unavailabilities, columns);
}

/** A manager's answer, once; returns what the employee is told, or null when it no longer waits. */
export async function decideUnavailability(id: string, approve: boolean, deciderId: string) {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .update(unavailabilities)
    .set({ status: approve ? "approved" : "refused", decidedBy: deciderId, decidedAt: new Date() })
    .where(and(eq(unavailabilities.id, id), eq(unavailabilities.status, "pending")))
    .returning({ ...columns, employeeId: unavailabilities.employeeId });
  if (!row) return null;
  const [person] = await getDb().select(personColumns).from(user).where(eq(user.id, row.employeeId));
  return person
    ? { slot: row, employee: { email: person.email, firstName: person.firstName, name: fullName(person) } }
    : null;
}
