import { Card } from "../../../components/ui/card";
import type { AbsenceRow } from "../absences.server";
import { AbsenceList } from "./absence-list";

/** /my-schedule's 'Mes absences': the employee's current and coming absences, read-only. */
export function MyAbsences({ absences }: { absences: AbsenceRow[] }) {
  return (
    <Card role="region" aria-labelledby="mes-absences" className="space-y-4">
      <h2 id="mes-absences" className="text-xl font-semibold text-slate-900">
        Mes absences
      </h2>
      <AbsenceList absences={absences} editable={false} empty="Aucune absence prévue." />
    </Card>
  );
}
