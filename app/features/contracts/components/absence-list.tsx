import { ButtonDialog } from "../../../components/ui/button-dialog";
import { ConfirmDeleteDialog } from "../../../components/ui/confirm-delete-dialog";
import { PeriodList } from "../../../components/ui/period-list";
import { absenceLabel } from "../../../domain/contracts";
import { periodText } from "../../../lib/day-periods";
import type { AbsenceRow } from "../absences.server";
import { absenceText } from "../contracts";
import { AbsenceForm } from "./absence-form";

/** The employee's absences, the latest first; `editable` adds Modifier and Supprimer, checked in `zone`. */
export function AbsenceList({
  absences,
  empty,
  ...edit
}: { absences: AbsenceRow[]; empty: string } & ({ editable: false } | { editable: true; zone: string })) {
  return (
    <PeriodList items={absences} empty={empty}>
      {(absence) => {
        const name = absenceText(absence);
        return (
          <li className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{absenceLabel(absence)}</h3>
            <p className="text-sm text-slate-900">{periodText(absence.startsOn, absence.endsOn)}</p>
            {absence.note ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{absence.note}</p> : null}
            {edit.editable ? (
              <div className="mt-3 flex flex-wrap gap-2">
                <ButtonDialog
                  label="Modifier"
                  ariaLabel={`Modifier l'absence ${name}`}
                  variant="outline"
                  title="Modifier l'absence"
                >
                  {(close) => <AbsenceForm absence={absence} zone={edit.zone} onDone={close} />}
                </ButtonDialog>
                <ConfirmDeleteDialog
                  intent="absence-delete"
                  id={absence.id}
                  ariaLabel={`Supprimer l'absence ${name}`}
                  description={`Supprimer l'absence « ${name} » ?`}
                />
              </div>
            ) : null}
          </li>
        );
      }}
    </PeriodList>
  );
}
