import { ButtonDialog } from "../../../components/ui/button-dialog";
import { Card } from "../../../components/ui/card";
import type { LeaveRequest } from "../absence-requests.server";
import { absenceText } from "../contracts";
import { AbsenceForm } from "./absence-form";
import { RequestItem } from "./request-item";

/** /my-schedule's « Mes demandes de congé »: ask for leave, see the answers, cancel one still waiting. */
export function MyLeaveRequests({ requests, zone }: { requests: LeaveRequest[]; zone: string }) {
  return (
    <Card role="region" aria-labelledby="mes-demandes" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mes-demandes" className="text-xl font-semibold text-slate-900">
          Mes demandes de congé
        </h2>
        <ButtonDialog label="Demander un congé" size="md" title="Demander un congé">
          {(close) => <AbsenceForm zone={zone} onDone={close} request />}
        </ButtonDialog>
      </div>
      {requests.length === 0 ? (
        <p className="text-slate-600">Aucune demande en cours.</p>
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} what={absenceText(request)} cancelIntent="leave-cancel" />
          ))}
        </ul>
      )}
    </Card>
  );
}
