import { eq, gte, or } from "drizzle-orm";
import { absenceRequests, personColumns, user } from "../../../db/schema";
import type { AbsencePeriod } from "../../domain/contracts";
import type { RequestStatus } from "../../domain/enums";
import { fullName } from "../../domain/people";
import { getDb } from "../../lib/db.server";
import { type AbsenceShifts, lockHolder, overlapsAnother, overlapsIn, writeAbsence } from "./absences.server";
import type { AbsenceInput } from "./contracts.schema";
import { ownRequestsIn, pendingIn } from "./own-requests.server";

/** A request as its employee and the managers see it. */
export interface LeaveRequest extends AbsencePeriod {
  id: string;
  status: RequestStatus;
}

const requestColumns = {
  id: absenceRequests.id,
  kind: absenceRequests.kind,
  startsOn: absenceRequests.startsOn,
  endsOn: absenceRequests.endsOn,
  halfDay: absenceRequests.halfDay,
  note: absenceRequests.note,
  status: absenceRequests.status,
};

/** « Demander un congé »: a request of the signed-in employee, refused when it meets an absence or a pending request. */
export async function requestLeave(employeeId: string, input: AbsenceInput) {
  return getDb().transaction(async (tx) => {
    if (!(await lockHolder(tx, employeeId))) return { ok: false as const, reason: "EMPLOYEE_NOT_FOUND" as const };
    const overlaps =
      (await overlapsAnother(tx, employeeId, input)) ||
      (await overlapsIn(tx, absenceRequests, employeeId, input, eq(absenceRequests.status, "pending")));
    if (overlaps) return { ok: false as const, reason: "OVERLAP" as const };
    const [created] = await tx
      .insert(absenceRequests)
      .values({ employeeId, ...input })
      .returning({ id: absenceRequests.id });
    return { ok: true as const, id: created?.id ?? "" };
  });
}

/** The employee's requests still to come or waiting, the latest first. */
export function listOwnRequests(employeeId: string, today: string): Promise<LeaveRequest[]> {
  const current = or(eq(absenceRequests.status, "pending"), gte(absenceRequests.endsOn, today));
  return ownRequestsIn<LeaveRequest>(absenceRequests, requestColumns, employeeId, current);
}

/** The requests waiting for a manager, the oldest first, with who asks. */
export function listPendingRequests() {
  return pendingIn<LeaveRequest>(absenceRequests, requestColumns);
}

export type Decision =
  | {
      ok: true;
      request: LeaveRequest;
      employee: { email: string; firstName: string; name: string };
      /** The shifts the approved absence freed. */
      freed: number;
    }
  | { ok: false; reason: "NOT_PENDING" | "OVERLAP" };

/**
 * A manager's answer to a waiting request, once: approved, it becomes the absence it names, in the same transaction,
 * which frees the shifts it covers; refused, nothing else changes.
 */
export async function decideRequest(
  requestId: string,
  approve: boolean,
  deciderId: string,
  shifts: AbsenceShifts,
): Promise<Decision> {
  return getDb().transaction(async (tx) => {
    const [request] = await tx
      .select({ ...requestColumns, employeeId: absenceRequests.employeeId })
      .from(absenceRequests)
      .where(eq(absenceRequests.id, requestId))
      .for("update");
    if (request?.status !== "pending") return { ok: false, reason: "NOT_PENDING" };
    let freed = 0;
    let absenceId: string | null = null;
    if (approve) {
      const { kind, startsOn, endsOn, halfDay, note } = request;
      const written = await writeAbsence(
        tx,
        request.employeeId,
        { kind, startsOn, endsOn, halfDay, note },
        deciderId,
        shifts,
      );
      if (!written.ok) return { ok: false, reason: written.reason === "OVERLAP" ? "OVERLAP" : "NOT_PENDING" };
      freed = written.freed;
      absenceId = written.id;
    }
    const status = approve ? "approved" : "refused";
    await tx
      .update(absenceRequests)
      .set({ status, decidedBy: deciderId, decidedAt: new Date(), absenceId })
      .where(eq(absenceRequests.id, requestId));
    const [person] = await tx.select(personColumns).from(user).where(eq(user.id, request.employeeId));
    const employee = {
      email: person?.email ?? "",
      firstName: person?.firstName ?? "",
      name: person ? fullName(person) : "",
    };
    return { ok: true, request: { ...request, status }, employee, freed };
  });
}
