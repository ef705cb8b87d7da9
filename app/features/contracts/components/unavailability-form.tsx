import { EnumField } from "../../../components/ui/choice-fields";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { TOUCH_TARGET } from "../../../components/ui/touch-target";
import { schemaCheck } from "../../../lib/schema-check";
import { WEEKDAY_NAMES } from "../../../lib/unavailable-slots";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { ABSENCE_NOTE_MAX } from "../contracts.schema";
import { REPEATS, unavailabilitySchema } from "../unavailability.schema";
import { DayField } from "./day-field";

const WEEKDAY_LABELS = Object.fromEntries(
  WEEKDAY_NAMES.map((name, index) => [String(index), name.charAt(0).toUpperCase() + name.slice(1)]),
) as Record<string, string>;

/** « Déclarer une indisponibilité »: each week on a day, or one date; two times, or none for the whole day. */
export function UnavailabilityForm({ zone, onDone }: { zone: string; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: "unavailable-declare",
    check: schemaCheck(unavailabilitySchema(zone)),
    defaultValue: { repeat: "weekly" },
    onSuccess: onDone,
  });
  const { fields } = dialog;
  const weekly = fields.repeat.value !== "date";
  return (
    <DialogForm dialog={dialog} intent="unavailable-declare" onCancel={onDone}>
      <EnumField label="Quand" meta={fields.repeat} placeholder="Choisissez" labels={REPEATS} required />
      {weekly ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <EnumField
            label="Jour"
            meta={fields.weekday}
            placeholder="Choisissez le jour"
            labels={WEEKDAY_LABELS}
            required
          />
          <DayField label="À partir du" meta={fields.validFrom} hint="Facultatif." />
        </div>
      ) : (
        <DayField label="Date" meta={fields.onDate} required />
      )}
      <div className="grid grid-cols-2 gap-4">
        <FormField label="De" meta={fields.fromTime} hint="Vide : toute la journée.">
          {(control) => <Input {...control} className={TOUCH_TARGET} type="time" />}
        </FormField>
        <FormField label="À" meta={fields.toTime}>
          {(control) => <Input {...control} className={TOUCH_TARGET} type="time" />}
        </FormField>
      </div>
      <FormField label="Note" meta={fields.note} hint={`Facultative, ${ABSENCE_NOTE_MAX} caractères au plus.`}>
        {(control) => <Textarea {...control} rows={2} maxLength={ABSENCE_NOTE_MAX} />}
      </FormField>
    </DialogForm>
  );
}
