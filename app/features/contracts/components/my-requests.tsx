import type { ReactNode } from "react";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { RegionCard } from "../../../components/ui/region-card";
import type { RequestStatus } from "../../../domain/enums";
import { RequestItem } from "./request-item";

/**
 * A /my-schedule region of the employee's requests of one kind: the button asking for a new one (`ask`, opening the
 * form given as children), then each request with its answer and « Annuler » while it waits.
 */
export function MyRequests<Request extends { id: string; status: RequestStatus; note: string | null }>({
  id,
  title,
  ask,
  empty,
  requests,
  what,
  cancelIntent,
  children,
}: {
  id: string;
  title: string;
  ask: string;
  empty: string;
  requests: readonly Request[];
  /** What a request asks for, in words. */
  what: (request: Request) => string;
  cancelIntent: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <RegionCard
      id={id}
      title={title}
      action={
        <ButtonDialog label={ask} size="md" title={ask}>
          {children}
        </ButtonDialog>
      }
    >
      {requests.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} what={what(request)} cancelIntent={cancelIntent} />
          ))}
        </ul>
      )}
    </RegionCard>
  );
}
