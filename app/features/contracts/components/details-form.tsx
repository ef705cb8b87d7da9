import { DialogForm } from "../../../components/ui/dialog-form";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { TOUCH_TARGET } from "../../../components/ui/touch-target";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { detailsFormSchema } from "../contracts.schema";
import type { EmployeeIdentity } from "../employee-file.server";
import { DayField } from "./day-field";

/** Phone, hire date and payroll number. */
export function DetailsForm({ employee, onDone }: { employee: EmployeeIdentity; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: "employee-details",
    check: schemaCheck(detailsFormSchema),
    defaultValue: {
      phone: employee.phone ?? "",
      hiredOn: employee.hiredOn ?? "",
      payrollNumber: employee.payrollNumber ?? "",
    },
    onSuccess: onDone,
  });
  const { fields } = dialog;
  return (
    <DialogForm dialog={dialog} intent="details" editing onCancel={onDone}>
      <FormField label="Téléphone" meta={fields.phone}>
        {(control) => <Input {...control} className={TOUCH_TARGET} type="tel" maxLength={20} autoComplete="off" />}
      </FormField>
      <DayField label="Date d'embauche" meta={fields.hiredOn} />
      <FormField label="Matricule de paie" meta={fields.payrollNumber} hint="Celui du logiciel de paie (Silae).">
        {(control) => <Input {...control} className={TOUCH_TARGET} maxLength={20} autoComplete="off" />}
      </FormField>
    </DialogForm>
  );
}
