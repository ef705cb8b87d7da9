import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { DialogActions } from "../../../components/ui/dialog-actions";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { VALIDATE_ON_BLUR } from "../../../lib/form-timing";
import { useDialogFetcher } from "../../../lib/use-dialog-fetcher";
import { endContractSchema } from "../contracts.schema";
import { TOUCH_TARGET } from "./row-dialog";

/** 'Clore': the contract's last day. */
export function ContractEndForm({ contractId, onDone }: { contractId: string; onDone: () => void }) {
  const { fetcher, busy, ignoreWhileBusy } = useDialogFetcher(onDone);
  const [form, fields] = useForm({
    id: `contract-end-${contractId}`,
    lastResult: fetcher.data?.submission,
    defaultValue: { id: contractId },
    ...VALIDATE_ON_BLUR,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: endContractSchema }),
    onSubmit: ignoreWhileBusy,
  });
  return (
    <fetcher.Form method="post" action="?intent=contract-end" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name={fields.id.name} value={contractId} />
      <FormField label="Dernier jour du contrat" meta={fields.endsOn} required>
        {(control) => <Input {...control} className={TOUCH_TARGET} type="date" />}
      </FormField>
      <DialogActions onCancel={onDone} busy={busy} submitLabel="Clore" busyLabel="Enregistrement..." className="pt-2" />
    </fetcher.Form>
  );
}
