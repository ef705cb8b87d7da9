import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { DialogActions } from "../../../components/ui/dialog-actions";
import { EnumSelect, Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { CONTRACT_KIND_LABELS, CONTRACT_KINDS, MAX_WEEKLY_CONTRACT_HOURS } from "../../../domain/contracts";
import { VALIDATE_ON_BLUR } from "../../../lib/form-timing";
import { useDialogFetcher } from "../../../lib/use-dialog-fetcher";
import { contractFormSchema } from "../contracts.schema";
import type { ContractRow } from "../contracts.server";
import { TOUCH_TARGET } from "./row-dialog";

/** 'Ajouter un contrat', or 'Corriger' a contract recorded by mistake (every term). */
export function ContractForm({ contract, onDone }: { contract?: ContractRow; onDone: () => void }) {
  const { fetcher, busy, ignoreWhileBusy } = useDialogFetcher(onDone);
  const [form, fields] = useForm({
    id: contract ? `contract-update-${contract.id}` : "contract-add",
    lastResult: fetcher.data?.submission,
    defaultValue: contract
      ? {
          kind: contract.kind,
          weeklyHours: String(contract.weeklyHours),
          nightWorker: contract.nightWorker ? "on" : undefined,
          under16RequestOn: contract.under16RequestOn ?? "",
          startsOn: contract.startsOn,
          endsOn: contract.endsOn ?? "",
        }
      : { kind: "cdi" },
    ...VALIDATE_ON_BLUR,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contractFormSchema }),
    onSubmit: ignoreWhileBusy,
  });
  const nightId = `${form.id}-night`;
  return (
    <fetcher.Form
      method="post"
      action={`?intent=${contract ? "contract-update" : "contract-add"}`}
      {...getFormProps(form)}
      noValidate
      className="space-y-4"
    >
      {contract ? <input type="hidden" name="id" value={contract.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Type de contrat" meta={fields.kind} required>
          {(control) => (
            <EnumSelect
              {...control}
              className={TOUCH_TARGET}
              placeholder="Choisir"
              values={CONTRACT_KINDS}
              labels={CONTRACT_KIND_LABELS}
            />
          )}
        </FormField>
        <FormField label="Heures par semaine" meta={fields.weeklyHours} hint="Par quarts d'heure, jusqu'à 48." required>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0.25}
              max={MAX_WEEKLY_CONTRACT_HOURS}
              step={0.25}
              inputMode="decimal"
            />
          )}
        </FormField>
        <FormField
          label="Date de début"
          meta={fields.startsOn}
          hint={contract ? undefined : "Le contrat en cours à cette date prend fin la veille."}
          required
        >
          {(control) => <Input {...control} className={TOUCH_TARGET} type="date" />}
        </FormField>
        <FormField label="Date de fin" meta={fields.endsOn} hint="Obligatoire pour un CDD.">
          {(control) => <Input {...control} className={TOUCH_TARGET} type="date" />}
        </FormField>
      </div>
      <div className="flex min-h-11 items-center gap-2">
        <input
          key={fields.nightWorker.key}
          id={nightId}
          type="checkbox"
          name={fields.nightWorker.name}
          defaultChecked={fields.nightWorker.initialValue === "on"}
          className="size-5"
        />
        <label htmlFor={nightId} className="text-sm font-medium text-slate-800">
          Travailleur de nuit
        </label>
      </div>
      <FormField
        label="Demande écrite pour moins de 16 h, reçue le"
        meta={fields.under16RequestOn}
        hint="À renseigner si l'employé a demandé par écrit à travailler moins de 16 h par semaine."
      >
        {(control) => <Input {...control} className={TOUCH_TARGET} type="date" />}
      </FormField>
      <DialogActions
        onCancel={onDone}
        busy={busy}
        submitLabel={contract ? "Enregistrer" : "Ajouter"}
        busyLabel={contract ? "Mise à jour..." : "Ajout..."}
        className="pt-2"
      />
    </fetcher.Form>
  );
}
