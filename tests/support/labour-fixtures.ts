import type { ContractInput } from "../../app/features/contracts/contracts.schema";
import { insertPlanning } from "./planning-rows";

/** A CDI of `weeklyHours` from `startsOn`, open-ended, as the contract form sends it; `extra` changes any term. */
export function cdi(startsOn: string, weeklyHours: number, extra: Partial<ContractInput> = {}): ContractInput {
  return { kind: "cdi", weeklyHours, nightWorker: false, under16RequestOn: null, startsOn, endsOn: null, ...extra };
}

/** A planning of one employee between two instants (ISO texts), written directly; answers its id. */
export function assignedShift(employeeId: string, start: string, end: string, createdBy: string) {
  return insertPlanning({ title: "Bureaux", startTime: new Date(start), endTime: new Date(end), createdBy }, [
    employeeId,
  ]);
}
