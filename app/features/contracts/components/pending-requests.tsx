import { CalendarClock } from "lucide-react";
import { Panel } from "../../../components/ui/panel";
import { RowActionForm } from "../../../components/ui/row-action-form";
import type { LeaveRequest } from "../absence-requests.server";
import { absenceText } from "../contracts";

/** The staff home's « Demandes de congé »: each waiting request, accepted or refused in one tap. */
export function PendingRequests({ requests }: { requests: Array<LeaveRequest & { employee: string }> }) {
  return (
    <Panel
      id="demandes-conge"
      title="Demandes de congé"
      icon={<CalendarClock aria-hidden="true" className="size-5" />}
      count={requests.length}
    >
      {requests.length === 0 ? (
        <p className="text-slate-600">Aucune demande en attente.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {requests.map((request) => {
            const what = `${request.employee}, ${absenceText(request)}`;
            return (
              <li key={request.id} className="py-3">
                <p className="font-semibold break-words text-slate-900">{request.employee}</p>
                <p className="text-slate-800">{absenceText(request)}</p>
                {request.note ? (
                  <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{request.note}</p>
                ) : null}
                <div className="mt-2 flex flex-wrap gap-2">
                  <RowActionForm
                    intent="leave-approve"
                    field={{ name: "requestId", value: request.id }}
                    label="Accepter"
                    ariaLabel={`Accepter la demande de ${what}`}
                    variant="primary"
                  />
                  <RowActionForm
                    intent="leave-refuse"
                    field={{ name: "requestId", value: request.id }}
                    label="Refuser"
                    ariaLabel={`Refuser la demande de ${what}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
