import { ButtonDialog } from "../../../components/ui/button-dialog";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { NameFields } from "../../../components/ui/name-fields";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { editEmployeeSchema } from "../employees.schema";
import type { EmployeeRow } from "../employees.server";

export function EditEmployeeDialog({ employee, name }: { employee: EmployeeRow; name: string }) {
  return (
    <ButtonDialog label="Modifier" ariaLabel={`Modifier ${name}`} variant="outline" title={`Modifier ${name}`}>
      {(close) => <EditEmployeeForm employee={employee} onDone={close} />}
    </ButtonDialog>
  );
}

function EditEmployeeForm({ employee, onDone }: { employee: EmployeeRow; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: `edit-employee-${employee.id}`,
    check: schemaCheck(editEmployeeSchema),
    defaultValue: {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
    },
    onSuccess: onDone,
    toastRefusals: "every",
  });
  const { fields } = dialog;
  return (
    <DialogForm dialog={dialog} intent="update" id={employee.id} onCancel={onDone}>
      <NameFields firstName={fields.firstName} lastName={fields.lastName} />
      <FormField label="Email" meta={fields.email} required>
        {(control) => <Input {...control} type="email" maxLength={254} />}
      </FormField>
    </DialogForm>
  );
}
