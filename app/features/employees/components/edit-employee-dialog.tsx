import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input } from "../../../components/ui/field";
import { validationMessages } from "../../../lib/account-fields";
import { formValues } from "../../../lib/form-data";
import type { MutationResult } from "../../../lib/mutation-result";
import { useResultToast } from "../../../lib/use-result-toast";
import { editEmployeeSchema } from "../employees.schema";
import type { EmployeeRow } from "../employees.server";

export function EditEmployeeDialog({ employee, name }: { employee: EmployeeRow; name: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<MutationResult>();
  const busy = fetcher.state !== "idle";
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  useResultToast(fetcher.data, (result) => {
    if (result.ok) setOpen(false);
  });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Modifier ${name}`}>
        Modifier
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Modifier ${name}`}>
        <fetcher.Form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            const parsed = editEmployeeSchema.safeParse(formValues(new FormData(event.currentTarget)));
            if (!parsed.success) {
              toast.error("Erreur de validation", { description: validationMessages(parsed.error).join("\n") });
              return;
            }
            fetcher.submit(event.currentTarget);
          }}
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={employee.id} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Prénom" error={failure?.fieldErrors?.firstName} required>
              {(control) => <Input {...control} name="firstName" defaultValue={employee.firstName} maxLength={100} />}
            </Field>
            <Field label="Nom" error={failure?.fieldErrors?.lastName} required>
              {(control) => <Input {...control} name="lastName" defaultValue={employee.lastName} maxLength={100} />}
            </Field>
          </div>
          <Field label="Email" error={failure?.fieldErrors?.email} required>
            {(control) => (
              <Input {...control} name="email" type="email" defaultValue={employee.email} maxLength={254} />
            )}
          </Field>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Mise à jour..." : "Enregistrer"}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
