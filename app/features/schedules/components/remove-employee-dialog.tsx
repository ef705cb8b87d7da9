import { NativeSelect } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { fullName } from "../../../domain/people";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { type Planning, unassignedStaff } from "../schedules";
import { removeEmployeeSchema } from "../schedules.schema";
import { type PickableStaff, planningPeriod, staffChoices } from "../staff-choices";
import { CloseButton, DialogActions, DialogFrame, SubmitButton } from "./dialog-frame";
import { NotifyField } from "./notify-field";
import { OverlapWarning } from "./overlap-warning";
import { PLANNING_FORM, planningWarning } from "./planning-answer";
import { StaffOptions } from "./planning-fields";
import { PlanningIntentForm } from "./planning-intent-form";
import { ScopeField } from "./series-fields";

export function RemoveEmployeeDialog({
  onClose,
  planning,
  staff,
}: {
  onClose: () => void;
  planning: Planning;
  staff: readonly PickableStaff[];
}) {
  const action = useSchemaForm({
    id: `planning-remove-employee-${planning.id}`,
    check: schemaCheck(removeEmployeeSchema),
    onSuccess: onClose,
    ...PLANNING_FORM,
  });
  const { fields, busy, form, answer } = action;
  const { overlaps, labour } = planningWarning(answer);
  const others = staffChoices(unassignedStaff(planning, staff), planningPeriod(planning));
  const error = fields.assignmentId.errors?.[0];
  return (
    <DialogFrame title="Retirer un employé" description={`Planning « ${planning.title} »`} onClose={onClose}>
      {planning.assignedUsers.length === 0 ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">Aucun employé n'est assigné à ce planning.</p>
          <DialogActions>
            <CloseButton onClose={onClose} label="Fermer" />
          </DialogActions>
        </div>
      ) : (
        <PlanningIntentForm action={action} intent="remove-employee" planningId={planning.id}>
          {planning.series ? <ScopeField series={planning.series} legend="Retirer l'employé de" /> : null}
          <fieldset
            className="space-y-2"
            aria-describedby={error ? fields.assignmentId.errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="text-sm font-medium text-slate-800">Employé à retirer</legend>
            {planning.assignedUsers.map((person) => (
              <label key={person.assignmentId} className="flex items-center gap-2 text-sm">
                <input type="radio" name={fields.assignmentId.name} value={person.assignmentId} className="size-4" />
                {fullName(person)}
              </label>
            ))}
            {error ? (
              <p id={fields.assignmentId.errorId} className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
          {others.length > 0 ? (
            <FormField label="Remplacer par" meta={fields.replacementId} hint="Facultatif : qui prend sa place.">
              {(control) => (
                <NativeSelect {...control} defaultValue="">
                  <StaffOptions choices={others} empty="Personne" />
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <OverlapWarning id={form.errorId} lines={overlaps} labour={labour} busy={busy} />
          <NotifyField />
          <DialogActions>
            <CloseButton onClose={onClose} />
            <SubmitButton label="Retirer" busyLabel="Suppression..." busy={busy} destructive />
          </DialogActions>
        </PlanningIntentForm>
      )}
    </DialogFrame>
  );
}
