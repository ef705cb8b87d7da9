import type { FieldMetadata } from "@conform-to/react";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { TOUCH_TARGET } from "../../../components/ui/touch-target";

/** A calendar day of the employee file (a date input, tall enough to touch on a phone). */
export function DayField({
  label,
  meta,
  hint,
  required,
}: {
  label: string;
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  hint?: string;
  required?: boolean;
}) {
  return (
    <FormField label={label} meta={meta} hint={hint} required={required}>
      {(control) => <Input {...control} className={TOUCH_TARGET} type="date" />}
    </FormField>
  );
}
