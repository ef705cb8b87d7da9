import { and, desc, eq } from "drizzle-orm";
import { contractsMeeting, contractTermsColumns, employmentContracts, user } from "../../../db/schema";
import type { ContractTerms } from "../../domain/contracts";
import { refusingOn } from "../../lib/constraint-refusal.server";
import { addContractFrom } from "../../lib/contract-addition.server";
import { getDb } from "../../lib/db.server";
import { isUuid } from "../../lib/uuid";
import type { ContractInput } from "./contracts.schema";

/** A contract as the employee file lists it. */
export type ContractRow = ContractTerms & { id: string };

export type ContractOutcome =
  | { ok: true; id: string; closedOn: string | null }
  | { ok: false; reason: "EMPLOYEE_NOT_FOUND" | "NOT_FOUND" | "OVERLAP" | "TOO_SOON" | "END_BEFORE_START" };

/** The contract that gives the employee's hours on `day`, if any. */
export async function contractInForce(employeeId: string, day: string): Promise<ContractTerms | null> {
  const [terms] = await getDb()
    .select(contractTermsColumns)
    .from(employmentContracts)
    .where(and(eq(employmentContracts.employeeId, employeeId), contractsMeeting(day, day)));
  return terms ?? null;
}

/** Every contract of the employee, the latest first. */
export async function listContracts(employeeId: string): Promise<ContractRow[]> {
  return getDb()
    .select({ id: employmentContracts.id, ...contractTermsColumns })
    .from(employmentContracts)
    .where(eq(employmentContracts.employeeId, employeeId))
    .orderBy(desc(employmentContracts.startsOn));
}

/** The database refuses contracts that overlap (exclusion constraint, 23P01). */
const refusingOverlaps = (write: () => Promise<ContractOutcome>) =>
  refusingOn<ContractOutcome>("23P01", { ok: false, reason: "OVERLAP" }, write);

const termsValues = (input: ContractInput) => ({
  kind: input.kind,
  weeklyHours: input.weeklyHours,
  nightWorker: input.nightWorker,
  under16RequestOn: input.under16RequestOn,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
});

/**
 * Adds a contract from its first day. The contract running on that day, if it began earlier, ends the day before in
 * the same transaction: history is kept, never overwritten. Any other overlap is refused and nothing changes.
 */
export async function addContract(employeeId: string, input: ContractInput): Promise<ContractOutcome> {
  return refusingOverlaps(() =>
    getDb().transaction(async (tx) => {
      // Locking the employee orders two additions for the same person one after the other.
      const [employee] = await tx.select({ id: user.id }).from(user).where(eq(user.id, employeeId)).for("update");
      if (!employee) return { ok: false, reason: "EMPLOYEE_NOT_FOUND" };
      const added = await addContractFrom(
        tx,
        employmentContracts,
        and(eq(employmentContracts.employeeId, employeeId), contractsMeeting(input.startsOn, input.startsOn)),
        { employeeId, ...termsValues(input) },
        "Contrat non créé.",
      );
      return added === "TOO_SOON" ? { ok: false, reason: "TOO_SOON" } : { ok: true, ...added };
    }),
  );
}

const ofEmployee = (employeeId: string, id: string) =>
  and(eq(employmentContracts.id, id), eq(employmentContracts.employeeId, employeeId));

/** Corrects every term of one of the employee's contracts; an overlap is refused and nothing changes. */
export async function updateContract(employeeId: string, id: string, input: ContractInput): Promise<ContractOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "NOT_FOUND" };
  return refusingOverlaps(async () => {
    const updated = await getDb()
      .update(employmentContracts)
      .set({ ...termsValues(input), updatedAt: new Date() })
      .where(ofEmployee(employeeId, id))
      .returning({ id: employmentContracts.id });
    return updated.length ? { ok: true, id, closedOn: null } : { ok: false, reason: "NOT_FOUND" };
  });
}

/** Ends one of the employee's contracts on its last day, which comes after its first. */
export async function endContract(employeeId: string, id: string, endsOn: string): Promise<ContractOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "NOT_FOUND" };
  return refusingOverlaps(() =>
    getDb().transaction(async (tx) => {
      const [contract] = await tx
        .select({ startsOn: employmentContracts.startsOn })
        .from(employmentContracts)
        .where(ofEmployee(employeeId, id))
        .for("update");
      if (!contract) return { ok: false, reason: "NOT_FOUND" };
      if (endsOn <= contract.startsOn) return { ok: false, reason: "END_BEFORE_START" };
      await tx.update(employmentContracts).set({ endsOn, updatedAt: new Date() }).where(eq(employmentContracts.id, id));
      return { ok: true, id, closedOn: endsOn };
    }),
  );
}

/** Deletes one of the employee's contracts, recorded by mistake. */
export async function deleteContract(employeeId: string, id: string): Promise<ContractOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "NOT_FOUND" };
  const deleted = await getDb()
    .delete(employmentContracts)
    .where(ofEmployee(employeeId, id))
    .returning({ id: employmentContracts.id });
  return deleted.length ? { ok: true, id, closedOn: null } : { ok: false, reason: "NOT_FOUND" };
}
