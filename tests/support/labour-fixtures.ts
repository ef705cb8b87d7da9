import type { ContractInput } from "../../app/features/contracts/contracts.schema";
import { getDb } from "../../app/lib/db.server";
import { planningAssignments, plannings } from "../../db/schema";

/** A CDI of `weeklyHours` from `startsOn`, open-ended, as the contract form sends it; `extra` changes any term. */
export function cdi(startsOn: string, weeklyHours: number, extra: Partial<ContractInput> = {}): ContractInput {
  return { kind: "cdi", weeklyHours, nightWorker: false, under16RequestOn: null, startsOn, endsOn: null, ...extra };
}

/** A planning of one employee between two instants (ISO texts), written directly; answers its id. */
export async function assignedShift(employeeId: string, start: string, end: string, createdBy: string) {
  const [row] = await getDb()
    .insert(plannings)
    .values({ title: "Bureaux", startTime: new Date(start), endTime: new Date(end), createdBy })
    .returning({ id: plannings.id });
  if (!row) throw new Error("planning non écrit");
  await getDb().insert(planningAssignments).values({ planningId: row.id, employeeId });
  return row.id;
}
