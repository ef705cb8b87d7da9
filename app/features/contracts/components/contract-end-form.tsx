import { getFormProps } from "@conform-to/react";
import { DialogActions } from "../../../components/ui/dialog-actions";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { endContractSchema } from "../contracts.schema";
import { DayField } from "./day-field";

/** 'Clore': the contract's last day. */
export function ContractEndForm({ contractId, onDone }: { contractId: string; onDone: () => void }) {
  const { fetcher, busy, form, fields } = useDialogForm({
    id: `contract-end-${contractId}`,
    schema: endContractSchema,
    defaultValue: { id: contractId },
    onDone,
  });
  return (
    <fetcher.Form method="post" action="?intent=contract-end" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name={fields.id.name} value={contractId} />
      <DayField label="Dernier jour du contrat" meta={fields.endsOn} required />
      <DialogActions onCancel={onDone} busy={busy} submitLabel="Clore" busyLabel="Enregistrement..." className="pt-2" />
    </fetcher.Form>
  );
}
