import { RowActionForm } from "../../../components/ui/row-action-form";
import { REQUEST_STATUS_LABELS, type RequestStatus } from "../../../domain/enums";

const STATUS_TONE: Record<RequestStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  refused: "bg-red-100 text-red-900",
  cancelled: "bg-slate-100 text-slate-800",
};

/** One of the employee's requests: what it asks, its answer, and « Annuler » while it waits. */
export function RequestItem({
  request,
  what,
  cancelIntent,
}: {
  request: { id: string; status: RequestStatus; note: string | null };
  what: string;
  cancelIntent: string;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 first-letter:uppercase">{what}</span>
        <span className={`rounded-full px-2 text-sm font-semibold ${STATUS_TONE[request.status]}`}>
          {REQUEST_STATUS_LABELS[request.status]}
        </span>
      </p>
      {request.note ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{request.note}</p> : null}
      {request.status === "pending" ? (
        <div className="mt-3">
          <RowActionForm
            intent={cancelIntent}
            field={{ name: "requestId", value: request.id }}
            label="Annuler"
            ariaLabel={`Annuler la demande ${what}`}
          />
        </div>
      ) : null}
    </li>
  );
}
