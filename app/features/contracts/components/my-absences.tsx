import { RegionCard } from "../../../components/ui/region-card";
import { MY_SCHEDULE_REGIONS } from "../../../domain/my-schedule-regions";
import type { AbsenceRow } from "../absences.server";
import { AbsenceList } from "./absence-list";

/** /my-schedule's 'Mes absences': the employee's current and coming absences, read-only. */
export function MyAbsences({ absences }: { absences: AbsenceRow[] }) {
  return (
    <RegionCard {...MY_SCHEDULE_REGIONS.absences}>
      <AbsenceList absences={absences} editable={false} empty="Aucune absence prévue." />
    </RegionCard>
  );
}
