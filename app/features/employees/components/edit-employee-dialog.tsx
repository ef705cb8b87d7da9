import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";
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
  const fetcher = useFetcher<Result>();
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: `edit-employee-${employee.id}`,
    lastResult: fetcher.data?.submission,
    defaultValue: {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => toastIfRefused(parseWithZod(formData, { schema: editEmployeeSchema })),
    onSubmit: (event) => {
      if (busy) event.preventDefault();
    },
  });
  useResultToast(fetcher.data, (result) => {
    if (result.ok) onDone();
  });
  return (
    <fetcher.Form method="post" action="?intent=update" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name={fields.id.name} value={employee.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom" meta={fields.firstName} required>
          {(control) => <Input {...control} maxLength={100} />}
        </FormField>
        <FormField label="Nom" meta={fields.lastName} required>
          {(control) => <Input {...control} maxLength={100} />}
        </FormField>
      </div>
      <FormField label="Email" meta={fields.email} required>
        {(control) => <Input {...control} type="email" maxLength={254} />}
      </FormField>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Mise à jour..." : "Enregistrer"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
