import type { ComponentProps } from "react";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import type { PunchKind } from "../../../domain/punches";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { addPunchSchema, correctPunchSchema, PUNCH_REASON_MAX } from "../attendance.schema";

type Meta = ComponentProps<typeof FormField>["meta"];

function TimeAndReason({ at, reason }: { at: Meta; reason: Meta }) {
  return (
    <>
      <FormField label="Date et heure" meta={at} required>
        {(control) => <Input {...control} type="datetime-local" />}
      </FormField>
      <FormField label="Motif" meta={reason} hint="Il reste dans l'historique des pointages." required>
        {(control) => <Textarea {...control} rows={3} maxLength={PUNCH_REASON_MAX} />}
      </FormField>
    </>
  );
}

/** « Corriger » a punch: a new time and its reason; the original stays in the history. */
export function CorrectPunchDialog({
  punch,
  label,
  zone,
}: {
  punch: { id: string; value: string };
  label: string;
  zone: string;
}) {
  return (
    <ButtonDialog
      label="Corriger"
      ariaLabel={`Corriger ${label}`}
      variant="outline"
      title={`Corriger ${label}`}
      description="Le pointage d'origine reste visible dans l'historique, avec votre nom et le motif."
    >
      {(close) => <CorrectPunchForm punch={punch} zone={zone} onDone={close} />}
    </ButtonDialog>
  );
}

function CorrectPunchForm({
  punch,
  zone,
  onDone,
}: {
  punch: { id: string; value: string };
  zone: string;
  onDone: () => void;
}) {
  const dialog = useSchemaForm({
    id: `punch-correct-${punch.id}`,
    check: schemaCheck(correctPunchSchema(zone)),
    defaultValue: { at: punch.value },
    onSuccess: onDone,
  });
  return (
    <DialogForm dialog={dialog} intent="punch-correct" id={punch.id} onCancel={onDone}>
      <TimeAndReason at={dialog.fields.at} reason={dialog.fields.reason} />
    </DialogForm>
  );
}

/** « Ajouter l'arrivée » or « Ajouter le départ » a shift lacks, from its planned time. */
export function AddPunchDialog({
  planningId,
  kind,
  value,
  label,
  zone,
}: {
  planningId: string;
  kind: PunchKind;
  value: string;
  label: string;
  zone: string;
}) {
  const action = kind === "in" ? "Ajouter l'arrivée" : "Ajouter le départ";
  return (
    <ButtonDialog label={action} ariaLabel={`${action} : ${label}`} variant="outline" title={`${action} : ${label}`}>
      {(close) => <AddPunchForm planningId={planningId} kind={kind} value={value} zone={zone} onDone={close} />}
    </ButtonDialog>
  );
}

function AddPunchForm({
  planningId,
  kind,
  value,
  zone,
  onDone,
}: {
  planningId: string;
  kind: PunchKind;
  value: string;
  zone: string;
  onDone: () => void;
}) {
  const dialog = useSchemaForm({
    id: `punch-add-${planningId}-${kind}`,
    check: schemaCheck(addPunchSchema(zone)),
    defaultValue: { at: value },
    onSuccess: onDone,
  });
  return (
    <DialogForm dialog={dialog} intent="punch-add" onCancel={onDone} editing={false}>
      <input type="hidden" name="planningId" value={planningId} />
      <input type="hidden" name="kind" value={kind} />
      <TimeAndReason at={dialog.fields.at} reason={dialog.fields.reason} />
    </DialogForm>
  );
}
