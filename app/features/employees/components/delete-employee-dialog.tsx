import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { DeleteActions } from "../../../components/ui/dialog-actions";
import type { Result } from "../../../lib/result";
import { useResultToast } from "../../../lib/use-result-toast";
import { deleteEmployeeSchema } from "../employees.schema";

export function DeleteEmployeeDialog({ employeeId, name }: { employeeId: string; name: string }) {
  return (
    <ButtonDialog
      label="Supprimer"
      ariaLabel={`Supprimer ${name}`}
      variant="destructive"
      title="Confirmer la suppression"
      description={`Êtes-vous sûr de vouloir supprimer le compte de ${name} ? Ses plannings lui seront retirés. Cette action est irréversible.`}
    >
      {(close) => <DeleteEmployeeForm employeeId={employeeId} onDone={close} />}
    </ButtonDialog>
  );
}

/** The confirmation: a form whose only field is the account's id. */
function DeleteEmployeeForm({ employeeId, onDone }: { employeeId: string; onDone: () => void }) {
  const fetcher = useFetcher<Result>();
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: `delete-employee-${employeeId}`,
    lastResult: fetcher.data?.submission,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteEmployeeSchema }),
    onSubmit: (event) => {
      if (busy) event.preventDefault();
    },
  });
  useResultToast(fetcher.data, onDone);
  return (
    <fetcher.Form method="post" action="?intent=delete" {...getFormProps(form)} noValidate>
      <input type="hidden" name={fields.id.name} value={employeeId} />
      <DeleteActions onCancel={onDone} busy={busy} />
    </fetcher.Form>
  );
}
