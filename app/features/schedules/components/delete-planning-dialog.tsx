import { getFormProps } from "@conform-to/react";
import { fullName, type Planning } from "../schedules";
import { deletePlanningSchema } from "../schedules.schema";
import { CloseButton, DialogActions, DialogFrame, SubmitButton } from "./dialog-frame";
import { usePlanningAction } from "./use-planning-action";

export function DeletePlanningDialog({ onClose, planning }: { onClose: () => void; planning: Planning }) {
  const { fetcher, form, busy, onSubmit } = usePlanningAction({
    id: `planning-delete-${planning.id}`,
    schema: deletePlanningSchema,
    onDone: onClose,
  });
  const names = planning.assignedUsers.map(fullName).join(", ");
  return (
    <DialogFrame title="Confirmer la suppression" onClose={onClose}>
      <fetcher.Form method="post" {...getFormProps(form)} onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="planningId" value={planning.id} />
        <p className="text-sm text-slate-700">
          Êtes-vous sûr de vouloir supprimer le planning « {planning.title} »{names ? ` pour ${names}` : ""} ? Cette
          action est irréversible.
        </p>
        <DialogActions>
          <CloseButton onClose={onClose} />
          <SubmitButton label="Supprimer" busyLabel="Suppression..." busy={busy} destructive />
        </DialogActions>
      </fetcher.Form>
    </DialogFrame>
  );
}
