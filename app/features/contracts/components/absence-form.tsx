import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { DialogActions } from "../../../components/ui/dialog-actions";
import { EnumSelect, Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { ABSENCE_KIND_LABELS, ABSENCE_KINDS } from "../../../domain/contracts";
import { VALIDATE_ON_BLUR } from "../../../lib/form-timing";
import { useDialogFetcher } from "../../../lib/use-dialog-fetcher";
import type { AbsenceRow } from "../absences.server";
import { ABSENCE_NOTE_MAX, absenceFormSchema } from "../contracts.schema";
import { TOUCH_TARGET } from "./row-dialog";

/** 'Enregistrer une absence', or 'Modifier' one. */
export function AbsenceForm({ absence, onDone }: { absence?: AbsenceRow; onDone: () => void }) {
  const { fetcher, busy, ignoreWhileBusy } = useDialogFetcher(onDone);
  const [form, fields] = useForm({
    id: absence ? `absence-update-${absence.id}` : "absence-add",
    lastResult: fetcher.data?.submission,
    defaultValue: absence
      ? { kind: absence.kind, startsOn: absence.startsOn, endsOn: absence.endsOn, note: absence.note ?? "" }
      : undefined,
    ...VALIDATE_ON_BLUR,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: absenceFormSchema }),
    onSubmit: ignoreWhileBusy,
  });
  return (
    <fetcher.Form
      method="post"
      action={`?intent=${absence ? "absence-update" : "absence-add"}`}
      {...getFormProps(form)}
      noValidate
      className="space-y-4"
    >
      {absence ? <input type="hidden" name="id" value={absence.id} /> : null}
      <FormField label="Motif" meta={fields.kind} required>
        {(control) => (
          <EnumSelect
            {...control}
            className={TOUCH_TARGET}
            placeholder="Choisir"
            values={ABSENCE_KINDS}
            labels={ABSENCE_KIND_LABELS}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Premier jour" meta={fields.startsOn} required>
          {(control) => <Input {...control} className={TOUCH_TARGET} type="date" />}
        </FormField>
        <FormField label="Dernier jour" meta={fields.endsOn} required>
          {(control) => <Input {...control} className={TOUCH_TARGET} type="date" />}
        </FormField>
      </div>
      <FormField label="Note" meta={fields.note} hint={`Facultative, ${ABSENCE_NOTE_MAX} caractères au plus.`}>
        {(control) => <Textarea {...control} rows={3} maxLength={ABSENCE_NOTE_MAX} />}
      </FormField>
      <DialogActions
        onCancel={onDone}
        busy={busy}
        submitLabel={absence ? "Enregistrer" : "Ajouter"}
        busyLabel={absence ? "Mise à jour..." : "Ajout..."}
        className="pt-2"
      />
    </fetcher.Form>
  );
}
