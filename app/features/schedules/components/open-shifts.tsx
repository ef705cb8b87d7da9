import { HandHelping } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { DecisionForms } from "../../../components/ui/decision-forms";
import { WaitingPanel } from "../../../components/ui/panel";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { VOLUNTEER_STATUS_LABELS } from "../../../domain/volunteers";
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
    <Card role="region" aria-labelledby="a-pourvoir" className="space-y-4">
      <div>
        <h2 id="a-pourvoir" className="text-xl font-semibold text-slate-900">
          Vacations à pourvoir
        </h2>
        <p className="text-sm text-slate-700">Des vacations cherchent quelqu'un : proposez-vous en un geste.</p>
      </div>
      <ul className="space-y-3">
        {shifts.map(({ planningId, shift, volunteer }) => {
          const pending = volunteer?.status === "pending";
          const canAsk = !volunteer || volunteer.status === "withdrawn";
          return (
            <li key={planningId} className="rounded-lg border border-slate-200 bg-white p-4">
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
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The staff home's « Volontaires »: employees who offered to take an open shift, confirmed or declined in one tap. */
export function VolunteersToConfirm({ volunteers }: { volunteers: VolunteerView[] }) {
  return (
    <WaitingPanel
      id="volontaires"
      title="Volontaires"
      icon={HandHelping}
      empty="Aucun volontaire en attente."
      items={volunteers}
    >
      {(volunteer) => (
        <>
          <p className="font-semibold text-slate-900">{volunteer.employee.name} se propose</p>
          <ShiftLines shift={volunteer.shift} />
          {volunteer.checks.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
              {volunteer.checks.map((check) => (
                <li key={check}>À vérifier : {check}</li>
              ))}
            </ul>
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
