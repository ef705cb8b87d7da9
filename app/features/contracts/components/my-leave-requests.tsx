import type { LeaveRequest } from "../absence-requests.server";
import { absenceText } from "../contracts";
import { AbsenceForm } from "./absence-form";
import { MyRequests } from "./my-requests";

/** /my-schedule's « Mes demandes de congé »: ask for leave, see the answers, cancel one still waiting. */
export function MyLeaveRequests({ requests, zone }: { requests: LeaveRequest[]; zone: string }) {
  return (
    <MyRequests
      id="mes-demandes"
      title="Mes demandes de congé"
      ask="Demander un congé"
      empty="Aucune demande en cours."
      requests={requests}
      what={absenceText}
      cancelIntent="leave-cancel"
    >
      {(close) => <AbsenceForm zone={zone} onDone={close} request />}
    </MyRequests>
  );
}
