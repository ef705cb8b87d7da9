import type { DefaultValue } from "@conform-to/react";
import type { z } from "zod";
import { EnumField } from "../../../components/ui/choice-fields";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { QuarterHoursInput } from "../../../components/ui/hours-input";
import { TOUCH_TARGET } from "../../../components/ui/touch-target";
import { FREQUENCY_LABELS, type Frequency, PRICING_LABELS } from "../../../domain/enums";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { type ServiceContractTerms, weeklyHoursInput } from "../service-contracts";
import { serviceContractSchema } from "../service-contracts.schema";
import type { ServiceContractRow } from "../service-contracts.server";

/** Tall enough to touch on a phone. */

type ContractValues = DefaultValue<z.input<typeof serviceContractSchema>>;

/** A contract's hours, frequency, pricing and price as the form shows them. */
function termsValues(terms: ServiceContractTerms) {
  return {
    weeklyHours: weeklyHoursInput(terms.weeklyMinutes),
    frequency: terms.frequency,
    pricing: terms.pricing ?? "",
    price: terms.priceCents ? (terms.priceCents / 100).toFixed(2).replace(".", ",") : "",
  };
}

interface ContractFormProps {
  /** The corrected contract's id; none for a new contract. */
  contractId?: string;
  defaultValue: ContractValues;
  startHint: string;
  onDone: () => void;
}

function ContractForm({ contractId, defaultValue, startHint, onDone }: ContractFormProps) {
  const dialog = useSchemaForm({
    id: contractId ? `contract-correct-${contractId}` : "contract-add",
    check: schemaCheck(serviceContractSchema),
    defaultValue,
    onSuccess: onDone,
  });
  const { fields } = dialog;
  return (
    <DialogForm
      dialog={dialog}
      intent={contractId ? "contract-correct" : "contract-add"}
      id={contractId}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Heures par semaine"
          meta={fields.weeklyHours}
          hint="Par quarts d'heure, jusqu'à 168."
          required
        >
          {(control) => <QuarterHoursInput {...control} min={0.25} max={168} />}
        </FormField>
        <EnumField label="Fréquence" meta={fields.frequency} required placeholder="Choisir" labels={FREQUENCY_LABELS} />
        <EnumField label="Tarif" meta={fields.pricing} required placeholder="Choisir" labels={PRICING_LABELS} />
        <FormField label="Prix HT (€)" meta={fields.price} hint="Par mois ou par heure, selon le tarif." required>
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" className={TOUCH_TARGET} />}
        </FormField>
        <FormField label="Date de début" meta={fields.startsOn} hint={startHint} required>
          {(control) => <Input {...control} type="date" className={TOUCH_TARGET} />}
        </FormField>
        <FormField label="Date de fin" meta={fields.endsOn} hint="À laisser vide pour un contrat sans terme.">
          {(control) => <Input {...control} type="date" className={TOUCH_TARGET} />}
        </FormField>
      </div>
    </DialogForm>
  );
}

/**
 * « Nouveau contrat » on a site's page, filled with the terms in force (or the frequency its quote asked for), for the
 * manager to change from a date.
 */
export function ServiceContractForm({
  current,
  askedFrequency,
  today,
  onDone,
}: {
  current: ServiceContractTerms | null;
  /** The frequency of the quote request the site was made from, for a first contract. */
  askedFrequency: Frequency | null;
  today: string;
  onDone: () => void;
}) {
  const terms = current
    ? termsValues(current)
    : { weeklyHours: "", frequency: askedFrequency ?? "", pricing: "", price: "" };
  return (
    <ContractForm
      defaultValue={{ ...terms, startsOn: today }}
      startHint="Le contrat en cours à cette date prend fin la veille."
      onDone={onDone}
    />
  );
}

/** « Corriger » a contract typed with a mistake: every term, saved over it. */
export function ServiceContractCorrectionForm({
  contract,
  onDone,
}: {
  contract: ServiceContractRow;
  onDone: () => void;
}) {
  return (
    <ContractForm
      contractId={contract.id}
      defaultValue={{ ...termsValues(contract), startsOn: contract.startsOn, endsOn: contract.endsOn ?? "" }}
      startHint="Le contrat qui finissait la veille suit cette date."
      onDone={onDone}
    />
  );
}
