import { EnumField } from "../../../components/ui/choice-fields";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { ABSENCE_KIND_LABELS, HALF_DAY_LABELS } from "../../../domain/enums";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { leaveRequestSchema } from "../absence-requests.schema";
import type { AbsenceRow } from "../absences.server";
import { ABSENCE_NOTE_MAX, absenceFormSchema } from "../contracts.schema";
import { DayField } from "./day-field";
import { KindField } from "./kind-field";

/** 'Enregistrer une absence', or 'Modifier' one; `request`: the employee's « Demander un congé », from today on. */
export function AbsenceForm({
  absence,
  zone,
  onDone,
  request = false,
}: {
  absence?: AbsenceRow;
  zone: string;
  onDone: () => void;
  request?: boolean;
}) {
  const dialog = useSchemaForm({
    id: request ? "leave-request" : absence ? `absence-update-${absence.id}` : "absence-add",
    check: schemaCheck(request ? leaveRequestSchema(zone) : absenceFormSchema(zone)),
    defaultValue: absence
      ? {
          kind: absence.kind,
          startsOn: absence.startsOn,
          endsOn: absence.endsOn,
          halfDay: absence.halfDay ?? "",
          note: absence.note ?? "",
        }
      : undefined,
    onSuccess: onDone,
  });
  const { fields } = dialog;
  return (
    <DialogForm
      dialog={dialog}
      intent={request ? "leave-request" : absence ? "absence-update" : "absence-add"}
      id={absence?.id}
      onCancel={onDone}
    >
      <KindField label="Motif" meta={fields.kind} labels={ABSENCE_KIND_LABELS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DayField label="Premier jour" meta={fields.startsOn} required />
        <DayField label="Dernier jour" meta={fields.endsOn} required />
      </div>
      <EnumField label="Durée" meta={fields.halfDay} placeholder="Journées entières" labels={HALF_DAY_LABELS} />
      <FormField label="Note" meta={fields.note} hint={`Facultative, ${ABSENCE_NOTE_MAX} caractères au plus.`}>
        {(control) => <Textarea {...control} rows={3} maxLength={ABSENCE_NOTE_MAX} />}
      </FormField>
    </DialogForm>
  );
}
