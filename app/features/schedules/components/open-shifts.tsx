import { BoxList, RegionCard } from "../../../components/ui/region-card";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { VOLUNTEER_STATUS_LABELS } from "../../../domain/enums";
import type { OfferedShift } from "../../../mail/replacement-offer";
import type { OpenShift } from "../volunteers/volunteers.server";

/** An open shift's day and time, title and place: on the employee's week and on the managers' volunteers panel. */
export function ShiftLines({ shift }: { shift: OfferedShift }) {
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
