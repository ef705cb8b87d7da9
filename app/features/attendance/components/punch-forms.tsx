import type { ComponentProps } from "react";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { CorrectDialog } from "../../../components/ui/correct-dialog";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import type { PunchKind } from "../../../domain/punches";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
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

/** Which shift and which punch the form is about. */
function ShiftPunchFields({ planningId, kind }: Pick<ShiftPunch, "planningId" | "kind">) {
  return (
    <>
      <input type="hidden" name="planningId" value={planningId} />
      <input type="hidden" name="kind" value={kind} />
    </>
  );
}

/** « Ajouter l'arrivée » or « Ajouter le départ » a shift lacks, from its planned time. */
export function AddPunchDialog({ label, ...shift }: ShiftPunch & { label: string }) {
  const action = shift.kind === "in" ? "Ajouter l'arrivée" : "Ajouter le départ";
  return (
    <ButtonDialog label={action} ariaLabel={`${action} : ${label}`} variant="outline" title={`${action} : ${label}`}>
      {(close) => <AddPunchForm {...shift} onDone={close} />}
    </ButtonDialog>
  );
}

function AddPunchForm({ onDone, ...shift }: ShiftPunch & { onDone: () => void }) {
  const dialog = useSchemaForm({
    id: `punch-add-${shift.planningId}-${shift.kind}`,
    check: schemaCheck(addPunchSchema(shift.zone)),
    defaultValue: { at: shift.value },
    onSuccess: onDone,
  });
  return (
    <DialogForm dialog={dialog} intent="punch-add" onCancel={onDone} editing={false}>
      <ShiftPunchFields {...shift} />
      <TimeAndReason at={dialog.fields.at} reason={dialog.fields.reason} />
    </DialogForm>
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
      {(close) => <ReportPunchForm {...shift} onDone={close} />}
    </ButtonDialog>
  );
}

function ReportPunchForm({ onDone, ...shift }: ShiftPunch & { onDone: () => void }) {
  const dialog = useSchemaForm({
    id: `punch-report-${shift.planningId}-${shift.kind}`,
    check: schemaCheck(punchReportSchema(shift.zone)),
    defaultValue: { at: shift.value },
    onSuccess: onDone,
  });
  return (
    <DialogForm dialog={dialog} intent="punch-report" onCancel={onDone} editing={false}>
      <ShiftPunchFields {...shift} />
      <FormField label={shift.kind === "in" ? "Heure d'arrivée" : "Heure de départ"} meta={dialog.fields.at} required>
        {(control) => <Input {...control} type="datetime-local" />}
      </FormField>
      <FormField label="Commentaire" meta={dialog.fields.note} hint="Facultatif : ce qui s'est passé.">
        {(control) => <Textarea {...control} rows={3} maxLength={PUNCH_REASON_MAX} />}
      </FormField>
    </DialogForm>
  );
}
