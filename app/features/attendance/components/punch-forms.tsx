import type { DefaultValue } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import type { z } from "zod";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { CorrectDialog } from "../../../components/ui/correct-dialog";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import type { PunchKind } from "../../../domain/punches";
import { type FormSchema, schemaCheck } from "../../../lib/schema-check";
import { type SchemaFields, useSchemaForm } from "../../../lib/use-schema-form";
import { addPunchSchema, correctPunchSchema, PUNCH_REASON_MAX, punchReportSchema } from "../attendance.schema";

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
    <CorrectDialog
      what={label}
      title={`Corriger ${label}`}
      description="Le pointage d'origine reste visible dans l'historique, avec votre nom et le motif."
    >
      {(close) => <CorrectPunchForm punch={punch} zone={zone} onDone={close} />}
    </CorrectDialog>
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

/** One shift's missing arrival or departure, and the time its form starts from (the planned one, datetime-local). */
interface ShiftPunch {
  planningId: string;
  kind: PunchKind;
  value: string;
  zone: string;
}

/** A form about one shift's missing punch: it posts the shift and the punch, the time starting from the planned one. */
function ShiftPunchForm<Schema extends FormSchema>({
  shift,
  intent,
  schema,
  onDone,
  children,
}: {
  shift: ShiftPunch;
  intent: "punch-add" | "punch-report";
  schema: Schema;
  onDone: () => void;
  children: (fields: SchemaFields<Schema>) => ReactNode;
}) {
  const dialog = useSchemaForm({
    id: `${intent}-${shift.planningId}-${shift.kind}`,
    check: schemaCheck(schema),
    // Every schema given has an `at` field, which TypeScript cannot see through the generic.
    defaultValue: { at: shift.value } as DefaultValue<z.input<Schema>>,
    onSuccess: onDone,
  });
  return (
    <DialogForm dialog={dialog} intent={intent} onCancel={onDone} editing={false}>
      <input type="hidden" name="planningId" value={shift.planningId} />
      <input type="hidden" name="kind" value={shift.kind} />
      {children(dialog.fields)}
    </DialogForm>
  );
}

/** « Ajouter l'arrivée » or « Ajouter le départ » a shift lacks, from its planned time. */
export function AddPunchDialog({ label, ...shift }: ShiftPunch & { label: string }) {
  const action = shift.kind === "in" ? "Ajouter l'arrivée" : "Ajouter le départ";
  return (
    <ButtonDialog label={action} ariaLabel={`${action} : ${label}`} variant="outline" title={`${action} : ${label}`}>
      {(close) => (
        <ShiftPunchForm shift={shift} intent="punch-add" schema={addPunchSchema(shift.zone)} onDone={close}>
          {(fields) => <TimeAndReason at={fields.at} reason={fields.reason} />}
        </ShiftPunchForm>
      )}
    </ButtonDialog>
  );
}

/** « J'ai oublié de pointer »: the employee's arrival or departure time, and a comment, for a manager to accept. */
export function ReportPunchDialog({ label, ...shift }: ShiftPunch & { label: string }) {
  const what = shift.kind === "in" ? "l'arrivée" : "le départ";
  return (
    <ButtonDialog
      label="J'ai oublié de pointer"
      ariaLabel={`J'ai oublié de pointer ${what} : ${label}`}
      variant="outline"
      title={`J'ai oublié de pointer ${what}`}
      description={`${label}. Un responsable vérifiera l'heure avant de l'ajouter à vos pointages.`}
    >
      {(close) => (
        <ShiftPunchForm shift={shift} intent="punch-report" schema={punchReportSchema(shift.zone)} onDone={close}>
          {(fields) => (
            <>
              <FormField label={shift.kind === "in" ? "Heure d'arrivée" : "Heure de départ"} meta={fields.at} required>
                {(control) => <Input {...control} type="datetime-local" />}
              </FormField>
              <FormField label="Commentaire" meta={fields.note} hint="Facultatif : ce qui s'est passé.">
                {(control) => <Textarea {...control} rows={3} maxLength={PUNCH_REASON_MAX} />}
              </FormField>
            </>
          )}
        </ShiftPunchForm>
      )}
    </ButtonDialog>
  );
}
