import { useMemo } from "react";
import { ChoiceFieldset } from "../../../components/ui/choice-fields";
import { NativeSelect } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { fullName } from "../../../domain/people";
import { type AssignedUser, type Planning, type PlanningSite, unassignedStaff } from "../schedules";
import {
  addEmployeeSchema,
  createPlanningSchema,
  updateAssignmentSchema,
  updatePlanningSchema,
} from "../schedules.schema";
import { formPeriod, type PickableStaff, staffChoices } from "../staff-choices";
import { draftPlanning } from "../week-grid/draft-planning";
import { vacancyText } from "../week-grid/grid-block";
import type { CellPrefill } from "../week-grid/week-grid";
import { FinderLink } from "./finder-link";
import { ReadOnlyField, StaffOptions } from "./planning-fields";
import { PlanningFormDialog } from "./planning-form-dialog";

interface DialogBase {
  zone: string;
  sites: readonly PlanningSite[];
  onClose: () => void;
}

const NO_EMPLOYEE = <p className="text-sm text-slate-600">Aucun employé disponible</p>;

export function AddPlanningDialog({
  zone,
  sites,
  onClose,
  staff,
  prefill,
}: DialogBase & { staff: PickableStaff[]; prefill?: CellPrefill }) {
  const schema = useMemo(() => createPlanningSchema(zone), [zone]);
  const draft = useMemo(() => prefill && draftPlanning(prefill, zone), [prefill, zone]);
  // The employee of a grid's row comes first, so that the long list shows who is checked.
  const people = useMemo(() => {
    const chosen = staff.filter((person) => person.id === prefill?.employeeId);
    return [...chosen, ...staff.filter((person) => person.id !== prefill?.employeeId)];
  }, [staff, prefill]);
  return (
    <PlanningFormDialog
      id="planning-create"
      schema={schema}
      hidden={{ intent: "create" }}
      title="Ajouter un planning"
      planning={draft ?? undefined}
      zone={zone}
      sites={sites}
      submit={{ label: "Ajouter", busyLabel: "Ajout..." }}
      repeatable
      proposedRepeat={prefill?.repeat}
      onClose={onClose}
      lead={(fields) => (
        <ChoiceFieldset meta={fields.employeeIds} legend="Utilisateur" required>
          <div className="mt-2">
            {staff.length === 0 ? (
              NO_EMPLOYEE
            ) : (
              <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-300 p-2">
                {staffChoices(people, formPeriod(fields.startTime.value, fields.endTime.value, zone)).map(
                  ({ person, label, absence }) => (
                    <li key={person.id}>
                      <label className="flex items-center gap-2 text-sm max-md:min-h-11 has-[:disabled]:text-slate-500">
                        <input
                          type="checkbox"
                          name={fields.employeeIds.name}
                          value={person.id}
                          defaultChecked={person.id === prefill?.employeeId}
                          disabled={absence !== null}
                          className="size-4"
                        />
                        <span>{label}</span>
                      </label>
                    </li>
                  ),
                )}
              </ul>
            )}
          </div>
        </ChoiceFieldset>
      )}
    />
  );
}

export function EditPlanningDialog({ zone, sites, onClose, planning }: DialogBase & { planning: Planning }) {
  const schema = useMemo(() => updatePlanningSchema(zone), [zone]);
  return (
    <PlanningFormDialog
      id={`planning-update-${planning.id}`}
      schema={schema}
      hidden={{ intent: "update", planningId: planning.id }}
      title="Modifier le planning"
      description={`Les modifications s'appliquent à tous les employés assignés (${planning.assignedUsers.length}).${
        planning.vacancies?.length ? ` ${vacancyText(planning.vacancies, true)}.` : ""
      }`}
      planning={planning}
      zone={zone}
      sites={sites}
      submit={{ label: "Mettre à jour", busyLabel: "Mise à jour..." }}
      repeatable
      scopeLegend="Appliquer la modification à"
      lead={() => (planning.vacancies?.length ? <FinderLink planningId={planning.id} title={planning.title} /> : null)}
      onClose={onClose}
    />
  );
}

export function EditOneDialog({
  zone,
  sites,
  onClose,
  planning,
  person,
}: DialogBase & { planning: Planning; person: AssignedUser }) {
  const schema = useMemo(() => updateAssignmentSchema(zone), [zone]);
  const id = `planning-update-one-${person.assignmentId}`;
  return (
    <PlanningFormDialog
      id={id}
      schema={schema}
      hidden={{ intent: "update-one", assignmentId: person.assignmentId }}
      title={`Modifier le planning de ${fullName(person)}`}
      description="Les modifications ne concernent que cet employé."
      planning={planning}
      zone={zone}
      sites={sites}
      submit={{ label: "Mettre à jour", busyLabel: "Mise à jour..." }}
      onClose={onClose}
      lead={() => <ReadOnlyField id={`${id}-employee`} label="Employé" value={fullName(person)} />}
    />
  );
}

export function AddEmployeeDialog({
  zone,
  sites,
  onClose,
  planning,
  staff,
}: DialogBase & { planning: Planning; staff: PickableStaff[] }) {
  const schema = useMemo(() => addEmployeeSchema(zone), [zone]);
  const available = unassignedStaff(planning, staff);
  return (
    <PlanningFormDialog
      id={`planning-add-employee-${planning.id}`}
      schema={schema}
      hidden={{ intent: "add-employee", planningId: planning.id }}
      title="Ajouter un employé au planning"
      description={`Planning « ${planning.title} »`}
      planning={planning}
      zone={zone}
      sites={sites}
      submit={{ label: "Ajouter", busyLabel: "Ajout en cours...", disabled: available.length === 0 }}
      detailsNote="Des détails modifiés donnent à cet employé un planning à part ; sinon il rejoint celui-ci."
      scopeLegend="Ajouter l'employé à"
      onClose={onClose}
      lead={(fields) =>
        available.length === 0 ? (
          NO_EMPLOYEE
        ) : (
          <FormField label="Utilisateur" meta={fields.employeeId} required>
            {(control) => (
              <NativeSelect {...control} required={false} aria-required defaultValue="">
                <StaffOptions
                  choices={staffChoices(available, formPeriod(fields.startTime.value, fields.endTime.value, zone))}
                  empty="Sélectionnez un utilisateur"
                />
              </NativeSelect>
            )}
          </FormField>
        )
      }
    />
  );
}
