import { fullName } from "../../../domain/people";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { Planning } from "../schedules";
import { deletePlanningSchema } from "../schedules.schema";
import { CloseButton, DialogActions, DialogFrame, SubmitButton } from "./dialog-frame";
import { NotifyField } from "./notify-field";
import { PLANNING_FORM } from "./planning-answer";
import { PlanningIntentForm } from "./planning-intent-form";
import { ScopeField } from "./series-fields";

export function DeletePlanningDialog({ onClose, planning }: { onClose: () => void; planning: Planning }) {
  const action = useSchemaForm({
    id: `planning-delete-${planning.id}`,
    check: schemaCheck(deletePlanningSchema),
    onSuccess: onClose,
    ...PLANNING_FORM,
  });
  const names = planning.assignedUsers.map(fullName).join(", ");
  return (
    <DialogFrame title="Confirmer la suppression" onClose={onClose}>
      <PlanningIntentForm action={action} intent="delete" planningId={planning.id}>
        {planning.series ? <ScopeField series={planning.series} legend="Supprimer" /> : null}
        <p className="text-sm text-slate-700">
          Êtes-vous sûr de vouloir supprimer le planning « {planning.title} »{names ? ` pour ${names}` : ""} ? Cette
          action est irréversible.
        </p>
        <NotifyField />
        <DialogActions>
          <CloseButton onClose={onClose} />
          <SubmitButton label="Supprimer" busyLabel="Suppression..." busy={action.busy} destructive />
        </DialogActions>
      </PlanningIntentForm>
    </DialogFrame>
  );
}
