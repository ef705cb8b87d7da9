import { HandHelping } from "lucide-react";
import { BulletList } from "../../../components/ui/bullet-list";
import { DecisionForms } from "../../../components/ui/decision-forms";
import { WaitingPanel } from "../../../components/ui/panel";
import { BoxList, RegionCard } from "../../../components/ui/region-card";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { VOLUNTEER_STATUS_LABELS } from "../../../domain/enums";
import { STAFF_HOME_PANELS } from "../../../domain/staff-home-panels";
import type { OfferedShift } from "../../../mail/replacement-offer";
import type { OpenShift, VolunteerView } from "../volunteers/volunteers.server";
import { FinderLink } from "./finder-link";

function ShiftLines({ shift }: { shift: OfferedShift }) {
  return (
    <>
      <p className="font-semibold text-slate-900 first-letter:uppercase">{shift.when}</p>
      <p className="break-words text-slate-800">{shift.title}</p>
      <p className="break-words text-sm text-slate-700">
        Lieu : {shift.place}
        {shift.address ? `, ${shift.address}` : ""}
      </p>
    </>
  );
}

/** /my-schedule's « Vacations à pourvoir »: the week's open shifts the rules let the employee take. */
export function OpenShifts({ shifts }: { shifts: OpenShift[] }) {
  if (shifts.length === 0) return null;
  return (
    <RegionCard
      id="a-pourvoir"
      title="Vacations à pourvoir"
      intro="Des vacations cherchent quelqu'un : proposez-vous en un geste."
    >
      <BoxList items={shifts} keyOf={(open) => open.planningId}>
        {({ planningId, shift, volunteer }) => {
          const pending = volunteer?.status === "pending";
          const canAsk = !volunteer || volunteer.status === "withdrawn";
          return (
            <>
              <ShiftLines shift={shift} />
              {volunteer && !canAsk ? (
                <p className="mt-1 text-sm font-semibold text-slate-800">{VOLUNTEER_STATUS_LABELS[volunteer.status]}</p>
              ) : null}
              <div className="mt-2">
                {canAsk ? (
                  <RowActionForm
                    intent="volunteer"
                    field={{ name: "planningId", value: planningId }}
                    label="Je suis disponible"
                    ariaLabel={`Je suis disponible : ${shift.title}, ${shift.when}`}
                    variant="primary"
                  />
                ) : null}
                {pending && volunteer ? (
                  <RowActionForm
                    intent="volunteer-withdraw"
                    field={{ name: "volunteerId", value: volunteer.id }}
                    label="Retirer"
                    ariaLabel={`Retirer ma proposition : ${shift.title}, ${shift.when}`}
                  />
                ) : null}
              </div>
            </>
          );
        }}
      </BoxList>
    </RegionCard>
  );
}

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
