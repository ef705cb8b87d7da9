import { ButtonDialog } from "../../../components/ui/button-dialog";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input, RowSelect, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { CorrectiveAction } from "../corrective-actions.server";
import { actionPlanSchema, closeActionSchema } from "../inspections.schema";

function PlanForm({
  action,
  owners,
  onDone,
}: {
  action: CorrectiveAction;
  owners: Array<{ id: string; name: string }>;
  onDone: () => void;
}) {
  const dialog = useSchemaForm({
    id: `plan-${action.id}`,
    check: schemaCheck(actionPlanSchema),
    defaultValue: { actionId: action.id, ownerId: action.ownerId ?? "", dueOn: action.dueOn },
    onSuccess: onDone,
  });
  const { fields } = dialog;
  return (
    <DialogForm dialog={dialog} intent="action-plan" editing onCancel={onDone}>
      <input type="hidden" name={fields.actionId.name} value={action.id} />
      <FormField label="Responsable" meta={fields.ownerId} required>
        {(control) => <RowSelect {...control} className="max-md:h-11" placeholder="Choisir" rows={owners} />}
      </FormField>
      <FormField label="À faire avant le" meta={fields.dueOn} required>
        {(control) => <Input {...control} type="date" className="max-md:h-11" />}
      </FormField>
    </DialogForm>
  );
}

function CloseForm({ action, onDone }: { action: CorrectiveAction; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: `close-${action.id}`,
    check: schemaCheck(closeActionSchema),
    defaultValue: { actionId: action.id },
    onSuccess: onDone,
  });
  const { fields } = dialog;
  return (
    <DialogForm dialog={dialog} intent="action-close" editing onCancel={onDone}>
      <input type="hidden" name={fields.actionId.name} value={action.id} />
      <FormField label="Ce qui a été fait" meta={fields.closingNote} required>
        {(control) => <Textarea {...control} rows={3} maxLength={1000} />}
      </FormField>
    </DialogForm>
  );
}

/** « Modifier » (who is in charge, by when) and « Clore » (with what was done) on an open corrective action. */
export function CorrectiveActionButtons({
  action,
  owners,
}: {
  action: CorrectiveAction;
  owners: Array<{ id: string; name: string }>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonDialog
        label="Modifier"
        ariaLabel={`Modifier l'action corrective : ${action.reason}`}
        variant="outline"
        title="Responsable et échéance"
        description={action.reason}
      >
        {(close) => <PlanForm action={action} owners={owners} onDone={close} />}
      </ButtonDialog>
      <ButtonDialog
        label="Clore"
        ariaLabel={`Clore l'action corrective : ${action.reason}`}
        variant="primary"
        title="Clore l'action corrective"
        description={action.reason}
      >
        {(close) => <CloseForm action={action} onDone={close} />}
      </ButtonDialog>
    </div>
  );
}
