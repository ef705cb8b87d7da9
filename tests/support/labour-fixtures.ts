import { addAbsence } from "../../app/features/contracts/absences.server";
import type { AbsenceInput, ContractInput } from "../../app/features/contracts/contracts.schema";
import { absenceShifts } from "../../app/features/schedules/vacancies.server";
import { PARIS } from "../../app/lib/time";
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

/** Records an absence as the employee file does: whole days unless `halfDay` says otherwise, its shifts freed. */
export function recordAbsence(
  employeeId: string,
  period: Pick<AbsenceInput, "kind" | "startsOn" | "endsOn"> & Partial<AbsenceInput>,
  recordedBy: string,
) {
  return addAbsence(employeeId, { halfDay: null, note: null, ...period }, recordedBy, absenceShifts(PARIS));
}
