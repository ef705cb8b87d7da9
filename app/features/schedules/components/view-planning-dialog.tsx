import { fullName } from "../../../domain/people";
import { type Planning, periodText, placeText } from "../schedules";
import { CloseButton, DialogActions, DialogFrame } from "./dialog-frame";

export function ViewPlanningDialog({
  zone,
  onClose,
  planning,
}: {
  zone: string;
  onClose: () => void;
  planning: Planning;
}) {
  return (
    <DialogFrame title={planning.title} onClose={onClose}>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-800">Période</dt>
          <dd>{periodText(planning.startTime, planning.endTime, zone)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Lieu</dt>
          <dd>{placeText(planning)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Description</dt>
          <dd className="whitespace-pre-line">{planning.description || "Aucune description"}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Employés assignés</dt>
          <dd>
            {planning.assignedUsers.length === 0 ? (
              "Aucun employé assigné"
            ) : (
              <ul className="list-disc pl-5">
                {planning.assignedUsers.map((person) => (
                  <li key={person.assignmentId}>{fullName(person)}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <DialogActions>
        <CloseButton onClose={onClose} label="Fermer" />
      </DialogActions>
    </DialogFrame>
  );
}
