import { CheckboxField } from "../../../components/ui/choice-fields";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FormField } from "../../../components/ui/form-field";
import { QuarterHoursInput } from "../../../components/ui/hours-input";
import { MAX_WEEKLY_CONTRACT_HOURS } from "../../../domain/contracts";
import { CONTRACT_KIND_LABELS } from "../../../domain/enums";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { contractFormSchema } from "../contracts.schema";
import type { ContractRow } from "../contracts.server";
import { DayField } from "./day-field";
import { KindField } from "./kind-field";

/** 'Ajouter un contrat', or 'Corriger' a contract recorded by mistake (every term). */
export function ContractForm({ contract, onDone }: { contract?: ContractRow; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: contract ? `contract-update-${contract.id}` : "contract-add",
    check: schemaCheck(contractFormSchema),
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
    onSuccess: onDone,
  });
  const { fields } = dialog;
  return (
    <DialogForm
      dialog={dialog}
      intent={contract ? "contract-update" : "contract-add"}
      id={contract?.id}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <KindField label="Type de contrat" meta={fields.kind} labels={CONTRACT_KIND_LABELS} />
        <FormField label="Heures par semaine" meta={fields.weeklyHours} hint="Par quarts d'heure, jusqu'à 48." required>
          {(control) => <QuarterHoursInput {...control} min={0.25} max={MAX_WEEKLY_CONTRACT_HOURS} />}
        </FormField>
        <DayField
          label="Date de début"
          meta={fields.startsOn}
          hint={contract ? undefined : "Le contrat en cours à cette date prend fin la veille."}
          required
        />
        <DayField label="Date de fin" meta={fields.endsOn} hint="Obligatoire pour un CDD." />
      </div>
      <CheckboxField label="Travailleur de nuit" meta={fields.nightWorker} large />
      <DayField
        label="Demande écrite pour moins de 16 h, reçue le"
        meta={fields.under16RequestOn}
        hint="À renseigner si l'employé a demandé par écrit à travailler moins de 16 h par semaine."
      />
    </DialogForm>
  );
}
