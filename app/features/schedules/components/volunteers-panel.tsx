import { HandHelping } from "lucide-react";
import { BulletList } from "../../../components/ui/bullet-list";
import { DecisionForms } from "../../../components/ui/decision-forms";
import { WaitingPanel } from "../../../components/ui/panel";
import { STAFF_HOME_PANELS } from "../../../domain/staff-home-panels";
import type { VolunteerView } from "../volunteers/volunteers.server";
import { FinderLink } from "./finder-link";
import { ShiftLines } from "./open-shifts";

/** The staff home's « Volontaires »: employees who offered to take an open shift, confirmed or declined in one tap. */
export function VolunteersToConfirm({ volunteers }: { volunteers: VolunteerView[] }) {
  return (
    <WaitingPanel {...STAFF_HOME_PANELS.volunteers} icon={HandHelping} items={volunteers}>
      {(volunteer) => (
        <>
          <p className="font-semibold text-slate-900">{volunteer.employee.name} se propose</p>
          <ShiftLines shift={volunteer.shift} />
          {volunteer.checks.length > 0 ? (
            <BulletList
              items={volunteer.checks.map((check) => `À vérifier : ${check}`)}
              className="mt-1 text-sm text-amber-900"
            />
          ) : (
            <p className="mt-1 text-sm text-slate-700">Aucune règle du travail à vérifier.</p>
          )}
          <DecisionForms
            field={{ name: "volunteerId", value: volunteer.id }}
            about={`${volunteer.employee.name}, ${volunteer.shift.when}`}
            yes={{ intent: "volunteer-confirm", label: "Confirmer" }}
            no={{ intent: "volunteer-decline", label: "Décliner" }}
          />
          <FinderLink planningId={volunteer.planningId} title={volunteer.shift.title} />
        </>
      )}
    </WaitingPanel>
  );
}
