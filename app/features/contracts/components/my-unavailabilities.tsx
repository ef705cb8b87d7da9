import { Card } from "../../../components/ui/card";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { REQUEST_STATUS_LABELS } from "../../../domain/contracts";
import { slotText } from "../../../lib/unavailable-slots";
import type { Unavailability } from "../unavailabilities.server";
import { RowDialog } from "./row-dialog";
import { UnavailabilityForm } from "./unavailability-form";

/** /my-schedule's « Mes indisponibilités »: declare a time one cannot work, see the answers, cancel one still waiting. */
export function MyUnavailabilities({ slots, zone }: { slots: Unavailability[]; zone: string }) {
  return (
    <Card role="region" aria-labelledby="mes-indisponibilites" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mes-indisponibilites" className="text-xl font-semibold text-slate-900">
          Mes indisponibilités
        </h2>
        <RowDialog label="Déclarer une indisponibilité" size="md" title="Déclarer une indisponibilité">
          {(close) => <UnavailabilityForm zone={zone} onDone={close} />}
        </RowDialog>
      </div>
      {slots.length === 0 ? (
        <p className="text-slate-600">Aucune indisponibilité déclarée.</p>
      ) : (
        <ul className="space-y-3">
          {slots.map((slot) => (
            <li key={slot.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900 first-letter:uppercase">{slotText(slot)}</p>
              <p className="text-sm font-semibold text-slate-700">{REQUEST_STATUS_LABELS[slot.status]}</p>
              {slot.note ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{slot.note}</p> : null}
              {slot.status === "pending" ? (
                <div className="mt-2">
                  <RowActionForm
                    intent="unavailable-cancel"
                    field={{ name: "requestId", value: slot.id }}
                    label="Annuler"
                    ariaLabel={`Annuler l'indisponibilité ${slotText(slot)}`}
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
