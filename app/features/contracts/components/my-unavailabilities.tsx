import { ButtonDialog } from "../../../components/ui/button-dialog";
import { Card } from "../../../components/ui/card";
import { slotText } from "../../../lib/unavailable-slots";
import type { Unavailability } from "../unavailabilities.server";
import { RequestItem } from "./request-item";
import { UnavailabilityForm } from "./unavailability-form";

/** /my-schedule's « Mes indisponibilités »: declare a time one cannot work, see the answers, cancel one still waiting. */
export function MyUnavailabilities({ slots, zone }: { slots: Unavailability[]; zone: string }) {
  return (
    <Card role="region" aria-labelledby="mes-indisponibilites" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mes-indisponibilites" className="text-xl font-semibold text-slate-900">
          Mes indisponibilités
        </h2>
        <ButtonDialog label="Déclarer une indisponibilité" size="md" title="Déclarer une indisponibilité">
          {(close) => <UnavailabilityForm zone={zone} onDone={close} />}
        </ButtonDialog>
      </div>
      {slots.length === 0 ? (
        <p className="text-slate-600">Aucune indisponibilité déclarée.</p>
      ) : (
        <ul className="space-y-3">
          {slots.map((slot) => (
            <RequestItem key={slot.id} request={slot} what={slotText(slot)} cancelIntent="unavailable-cancel" />
          ))}
        </ul>
      )}
    </Card>
  );
}
