import type { DefaultValue } from "@conform-to/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input, RowSelect, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { type FormSchema, schemaCheck } from "../../../lib/schema-check";
import { type SchemaFields, useSchemaForm } from "../../../lib/use-schema-form";
import type { CorrectiveAction } from "../corrective-actions.server";
import { actionPlanSchema, closeActionSchema } from "../inspections.schema";

/** A dialog's form about one corrective action: it posts the action's id, then the fields given as children. */
function ActionForm<Schema extends FormSchema>({
  action,
  intent,
  schema,
  defaultValue,
  onDone,
  children,
}: {
  action: CorrectiveAction;
  intent: "action-plan" | "action-close";
  schema: Schema;
  defaultValue?: Record<string, string>;
  onDone: () => void;
  children: (fields: SchemaFields<Schema>) => ReactNode;
}) {
  const dialog = useSchemaForm({
    id: `${intent}-${action.id}`,
    check: schemaCheck(schema),
    // Every schema given has an `actionId` field, which TypeScript cannot see through the generic.
    defaultValue: { actionId: action.id, ...defaultValue } as DefaultValue<z.input<Schema>>,
    onSuccess: onDone,
  });
  return (
    <DialogForm dialog={dialog} intent={intent} editing onCancel={onDone}>
      <input type="hidden" name="actionId" value={action.id} />
      {children(dialog.fields)}
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
        {(close) => (
          <ActionForm
            action={action}
            intent="action-plan"
            schema={actionPlanSchema}
            defaultValue={{ ownerId: action.ownerId ?? "", dueOn: action.dueOn }}
            onDone={close}
          >
            {(fields) => (
              <>
                <FormField label="Responsable" meta={fields.ownerId} required>
                  {(control) => <RowSelect {...control} className="max-md:h-11" placeholder="Choisir" rows={owners} />}
                </FormField>
                <FormField label="À faire avant le" meta={fields.dueOn} required>
                  {(control) => <Input {...control} type="date" className="max-md:h-11" />}
                </FormField>
              </>
            )}
          </ActionForm>
        )}
      </ButtonDialog>
      <ButtonDialog
        label="Clore"
        ariaLabel={`Clore l'action corrective : ${action.reason}`}
        variant="primary"
        title="Clore l'action corrective"
        description={action.reason}
      >
        {(close) => (
          <ActionForm action={action} intent="action-close" schema={closeActionSchema} onDone={close}>
            {(fields) => (
              <FormField label="Ce qui a été fait" meta={fields.closingNote} required>
                {(control) => <Textarea {...control} rows={3} maxLength={1000} />}
              </FormField>
            )}
          </ActionForm>
        )}
      </ButtonDialog>
    </div>
  );
}
