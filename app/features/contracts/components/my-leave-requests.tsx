import { MY_SCHEDULE_REGIONS } from "../../../domain/my-schedule-regions";
import type { LeaveRequest } from "../absence-requests.server";
import { absenceText } from "../contracts";
import { AbsenceForm } from "./absence-form";
import { MyRequests } from "./my-requests";

/** /my-schedule's « Mes demandes de congé »: ask for leave, see the answers, cancel one still waiting. */
export function MyLeaveRequests({ requests, zone }: { requests: LeaveRequest[]; zone: string }) {
  return (
    <MyRequests {...MY_SCHEDULE_REGIONS.leave} requests={requests} what={absenceText} cancelIntent="leave-cancel">
      {(close) => <AbsenceForm zone={zone} onDone={close} request />}
    </MyRequests>
  );
}
