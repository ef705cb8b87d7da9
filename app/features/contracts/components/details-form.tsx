import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { DialogActions } from "../../../components/ui/dialog-actions";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { VALIDATE_ON_BLUR } from "../../../lib/form-timing";
import { useDialogFetcher } from "../../../lib/use-dialog-fetcher";
import { detailsFormSchema } from "../contracts.schema";
import type { EmployeeIdentity } from "../employee-file.server";
import { TOUCH_TARGET } from "./row-dialog";

/** Phone and hire date. */
export function DetailsForm({ employee, onDone }: { employee: EmployeeIdentity; onDone: () => void }) {
  const { fetcher, busy, ignoreWhileBusy } = useDialogFetcher(onDone);
  const [form, fields] = useForm({
    id: "employee-details",
    lastResult: fetcher.data?.submission,
    defaultValue: { phone: employee.phone ?? "", hiredOn: employee.hiredOn ?? "" },
    ...VALIDATE_ON_BLUR,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: detailsFormSchema }),
    onSubmit: ignoreWhileBusy,
  });
  return (
    <fetcher.Form method="post" action="?intent=details" {...getFormProps(form)} noValidate className="space-y-4">
      <FormField label="Téléphone" meta={fields.phone}>
        {(control) => <Input {...control} className={TOUCH_TARGET} type="tel" maxLength={20} autoComplete="off" />}
      </FormField>
      <FormField label="Date d'embauche" meta={fields.hiredOn}>
        {(control) => <Input {...control} className={TOUCH_TARGET} type="date" />}
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
