import { CalendarClock } from "lucide-react";
import { DecisionForms } from "../../../components/ui/decision-forms";
import { Panel } from "../../../components/ui/panel";
import { STAFF_HOME_PANELS } from "../../../domain/staff-home-panels";
import { slotText } from "../../../lib/unavailable-slots";
import type { LeaveRequest } from "../absence-requests.server";
import { absenceText } from "../contracts";
import type { Unavailability } from "../unavailabilities.server";

/**
 * The staff home's « Congés et indisponibilités »: each waiting leave request, then each unavailability declared, accepted or
 * refused in one tap.
 */
export function PendingRequests({
  requests,
  unavailable,
}: {
  requests: Array<LeaveRequest & { employee: string }>;
  unavailable: Array<Unavailability & { employee: string }>;
}) {
  return (
    <Panel {...STAFF_HOME_PANELS.requests} icon={CalendarClock} count={requests.length + unavailable.length}>
      <ul className="divide-y divide-slate-200">
        {requests.map((request) => (
          <Decision
            key={request.id}
            employee={request.employee}
            what={absenceText(request)}
            note={request.note}
            id={request.id}
            intent="leave"
          />
        ))}
        {unavailable.map((slot) => (
          <Decision
            key={slot.id}
            employee={slot.employee}
            what={`Indisponible ${slotText(slot)}`}
            note={slot.note}
            id={slot.id}
            intent="unavailable"
          />
        ))}
      </ul>
    </Panel>
  );
}

function Decision({
  employee,
  what,
  note,
  id,
  intent,
}: {
  employee: string;
  what: string;
  note: string | null;
  id: string;
  intent: "leave" | "unavailable";
}) {
  const about = `${employee}, ${what}`;
  const field = { name: "requestId", value: id };
  return (
    <li className="py-3">
      <p className="font-semibold break-words text-slate-900">{employee}</p>
      <p className="text-slate-800 first-letter:uppercase">{what}</p>
      {note ? <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{note}</p> : null}
      <DecisionForms
        field={field}
        about={`la demande de ${about}`}
        yes={{ intent: `${intent}-approve`, label: "Accepter" }}
        no={{ intent: `${intent}-refuse`, label: "Refuser" }}
      />
    </li>
  );
}
