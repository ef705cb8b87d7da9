import { ClipboardCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { WaitingPanel } from "../../../components/ui/panel";
import { STAFF_HOME_PANELS } from "../../../domain/staff-home-panels";
import { frenchDay } from "../../../lib/time";
import type { CorrectiveAction } from "../corrective-actions.server";

/** The staff home's « Actions correctives »: each open action stays listed, the most pressing first, until closed. */
export function CorrectiveActionsPanel({ actions, today }: { actions: CorrectiveAction[]; today: string }) {
  return (
    <WaitingPanel {...STAFF_HOME_PANELS.correctiveActions} icon={ClipboardCheck} items={actions}>
      {(action) => {
        const late = action.dueOn < today;
        return (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{action.site.name}</p>
              <p className="break-words text-slate-700">{action.reason}</p>
              <p className={late ? "font-semibold text-red-800" : "text-amber-900"}>
                {late ? "En retard : avant le " : "Avant le "}
                {frenchDay(action.dueOn)} · {action.owner ?? "sans responsable"}
              </p>
            </div>
            <Link
              to={`/admin/inspections/${action.inspectionId}`}
              className={`${buttonClass("outline", "sm")} max-md:h-11`}
              aria-label={`Voir l'action corrective : ${action.site.name}, ${action.reason}`}
            >
              Voir
            </Link>
          </div>
        );
      }}
    </WaitingPanel>
  );
}
