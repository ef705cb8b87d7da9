import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { DialogActions } from "../../../components/ui/dialog-actions";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { NameFields } from "../../../components/ui/name-fields";
import { VALIDATE_ON_BLUR } from "../../../lib/form-timing";
import { useDialogFetcher } from "../../../lib/use-dialog-fetcher";
import { toastIfRefused } from "../../../lib/validation-toast";
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
  const { fetcher, busy, ignoreWhileBusy } = useDialogFetcher(onDone);
  const [form, fields] = useForm({
    id: `edit-employee-${employee.id}`,
    lastResult: fetcher.data?.submission,
    defaultValue: {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
    },
    ...VALIDATE_ON_BLUR,
    onValidate: ({ formData }) => toastIfRefused(parseWithZod(formData, { schema: editEmployeeSchema })),
    onSubmit: ignoreWhileBusy,
  });
  return (
    <fetcher.Form method="post" action="?intent=update" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name={fields.id.name} value={employee.id} />
      <NameFields firstName={fields.firstName} lastName={fields.lastName} />
      <FormField label="Email" meta={fields.email} required>
        {(control) => <Input {...control} type="email" maxLength={254} />}
      </FormField>
      <DialogActions
        onCancel={onDone}
        busy={busy}
        submitLabel="Enregistrer"
        busyLabel="Mise à jour..."
        className="pt-2"
      />
    </fetcher.Form>
  );
}
