import { DialogActions } from "../../../components/ui/dialog-actions";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { endContractSchema } from "../contracts.schema";
import { DayField } from "./day-field";

/** 'Clore': the contract's last day. */
export function ContractEndForm({ contractId, onDone }: { contractId: string; onDone: () => void }) {
  const { fetcher, busy, fields, formProps } = useSchemaForm({
    id: `contract-end-${contractId}`,
    check: schemaCheck(endContractSchema),
    defaultValue: { id: contractId },
    onSuccess: onDone,
  });
  return (
    <fetcher.Form {...formProps} action="?intent=contract-end" className="space-y-4">
      <input type="hidden" name={fields.id.name} value={contractId} />
      <DayField label="Dernier jour du contrat" meta={fields.endsOn} required />
      <DialogActions onCancel={onDone} busy={busy} submitLabel="Clore" busyLabel="Enregistrement..." className="pt-2" />
    </fetcher.Form>
  );
}
