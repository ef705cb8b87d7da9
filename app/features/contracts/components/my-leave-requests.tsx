import { Card } from "../../../components/ui/card";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { REQUEST_STATUS_LABELS, type RequestStatus } from "../../../domain/contracts";
import type { LeaveRequest } from "../absence-requests.server";
import { absenceText } from "../contracts";
import { AbsenceForm } from "./absence-form";
import { RowDialog } from "./row-dialog";

const STATUS_TONE: Record<RequestStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  refused: "bg-red-100 text-red-900",
  cancelled: "bg-slate-100 text-slate-800",
};

/** /my-schedule's « Mes demandes de congé »: ask for leave, see the answers, cancel one still waiting. */
export function MyLeaveRequests({ requests, zone }: { requests: LeaveRequest[]; zone: string }) {
  return (
    <Card role="region" aria-labelledby="mes-demandes" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mes-demandes" className="text-xl font-semibold text-slate-900">
          Mes demandes de congé
        </h2>
        <RowDialog label="Demander un congé" size="md" title="Demander un congé">
          {(close) => <AbsenceForm zone={zone} onDone={close} request />}
        </RowDialog>
      </div>
      {requests.length === 0 ? (
        <p className="text-slate-600">Aucune demande en cours.</p>
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => (
            <li key={request.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{absenceText(request)}</span>
                <span className={`rounded-full px-2 text-sm font-semibold ${STATUS_TONE[request.status]}`}>
                  {REQUEST_STATUS_LABELS[request.status]}
                </span>
              </p>
              {request.note ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{request.note}</p> : null}
              {request.status === "pending" ? (
                <div className="mt-3">
                  <RowActionForm
                    intent="leave-cancel"
                    field={{ name: "requestId", value: request.id }}
                    label="Annuler"
                    ariaLabel={`Annuler la demande ${absenceText(request)}`}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
