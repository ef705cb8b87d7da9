import type { FieldMetadata } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";
import { EnumSelect } from "./field";
import { FormField } from "./form-field";
import { RequiredMark } from "./required-mark";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type ChoiceInput = Omit<ComponentProps<"input">, "value" | "type" | "name">;

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

/**
 * A group of radios or checkboxes under its legend (a star when one is required), then the group's first error, which
 * the group points to for assistive technologies.
 */
export function ChoiceFieldset({
  meta,
  legend,
  legendClassName = "text-sm font-medium text-slate-800",
  required,
  children,
}: {
  meta: Meta;
  legend: ReactNode;
  legendClassName?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const error = meta.errors?.[0];
  return (
    <fieldset aria-describedby={error ? meta.errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={legendClassName}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {children}
      {error ? (
        <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * One large tile per choice (a 44 px target): its radio or checkbox, then its words; `tileClassName` shows it checked.
 * Each input is the field's: its name and form, checked when the form starts on its value, invalid with the field.
 */
export function ChoiceTiles<Value extends string>({
  meta,
  type,
  values,
  className,
  tileClassName,
  input,
  children,
}: {
  meta: Meta;
  type: "radio" | "checkbox";
  values: readonly Value[];
  className: string;
  tileClassName: string | ((value: Value) => string);
  /** What else a choice's input takes (its class, its own label), or where it starts when not from the form. */
  input: ChoiceInput | ((value: Value) => ChoiceInput);
  children: (value: Value) => ReactNode;
}) {
  const initial = meta.initialValue;
  const invalid = meta.errors?.length ? true : undefined;
  return (
    <div className={className}>
      {values.map((value) => (
        <label
          key={value}
          className={cn(
            "flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300",
            typeof tileClassName === "string" ? tileClassName : tileClassName(value),
          )}
        >
          <input
            type={type}
            name={meta.name}
            form={meta.formId}
            defaultChecked={Array.isArray(initial) ? initial.includes(value) : initial === value}
            aria-invalid={invalid}
            {...(typeof input === "function" ? input(value) : input)}
            value={value}
          />
          {children(value)}
        </label>
      ))}
    </div>
  );
}
