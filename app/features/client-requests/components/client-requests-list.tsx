import { MessageSquarePlus } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import type { LeadStatus } from "../../../domain/enums";
import { portalPhotoPath } from "../client-requests";
import type { ContactRequest } from "../client-requests.server";

const TONES: Record<LeadStatus, "brand" | "warning" | "success" | "neutral"> = {
  new: "brand",
  in_progress: "warning",
  done: "success",
  archived: "neutral",
};

/** The portal's requests: each with its site, its kind and where it stands; and the way to send a new one. */
export function ClientRequestsList({ requests }: { requests: ContactRequest[] }) {
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Mes demandes</h2>
        <Link to="/portal/demandes/nouvelle" className={`${buttonClass("primary")} min-h-11`}>
          <MessageSquarePlus aria-hidden="true" className="size-5" />
          Nouvelle demande
        </Link>
      </div>
      {requests.length === 0 ? (
        <p className="text-slate-700">
          Aucune demande pour le moment : une intervention en plus, une réclamation, envoyez-la ici.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {requests.map((request) => (
            <li key={request.id} className="space-y-1 py-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-slate-900">{request.kindLabel}</span>
                <Badge tone={TONES[request.status]}>{request.statusLabel}</Badge>
              </div>
              <p className="text-sm break-words text-slate-700">
                {request.receivedAt} · {request.siteName}
              </p>
              <p className="break-words text-slate-800">{request.excerpt}</p>
              {request.hasPhoto ? (
                <a
                  href={portalPhotoPath(request.id)}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
                  aria-label={`Voir la photo de la demande du ${request.receivedAt}`}
                >
                  Voir la photo
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
