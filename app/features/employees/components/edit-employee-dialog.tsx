import { ButtonDialog } from "../../../components/ui/button-dialog";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { NameFields } from "../../../components/ui/name-fields";
import { useDialogForm } from "../../../lib/use-dialog-form";
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
  const dialog = useDialogForm({
    id: `edit-employee-${employee.id}`,
    schema: editEmployeeSchema,
    defaultValue: {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
    },
    onDone,
    toastRefusals: true,
  });
  const { fields } = dialog;
  return (
    <DialogForm dialog={dialog} intent="update" id={employee.id}>
      <NameFields firstName={fields.firstName} lastName={fields.lastName} />
      <FormField label="Email" meta={fields.email} required>
        {(control) => <Input {...control} type="email" maxLength={254} />}
      </FormField>
    </DialogForm>
  );
}
