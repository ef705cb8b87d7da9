import type { FieldMetadata } from "@conform-to/react";
import { cn } from "./cn";
import { EnumSelect } from "./field";
import { FormField } from "./form-field";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/**
 * A labelled select of an enumeration, its options in the order of its labels, starting on an empty choice saying
 * what to pick; a 44 px touch target on phones.
 */
export function EnumField<Value extends string>({
  label,
  meta,
  required,
  placeholder,
  labels,
}: {
  label: string;
  meta: Meta;
  required?: boolean;
  placeholder: string;
  labels: Record<Value, string>;
}) {
  const values = Object.keys(labels) as Value[];
  return (
    <FormField label={label} meta={meta} required={required}>
      {(control) => (
        <EnumSelect {...control} className="max-md:h-11" placeholder={placeholder} values={values} labels={labels} />
      )}
    </FormField>
  );
}

/** A checkbox posting "on" when ticked, its label beside it; `large` makes the row a 44 px touch target. */
export function CheckboxField({ label, meta, large }: { label: string; meta: Meta; large?: boolean }) {
  return (
    <div className={cn("flex items-center gap-2", large && "min-h-11")}>
      <input
        key={meta.key}
        id={meta.id}
        type="checkbox"
        name={meta.name}
        defaultChecked={meta.initialValue === "on"}
        className={large ? "size-5" : "size-4"}
      />
      <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
