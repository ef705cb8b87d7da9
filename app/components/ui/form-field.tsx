import type { FieldMetadata } from "@conform-to/react";
import { Fragment, type ReactNode } from "react";
import { cn } from "./cn";
import { RequiredMark } from "./required-mark";

export interface ControlProps {
  id: string;
  name: string;
  form: string;
  defaultValue: string | undefined;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** The field as Conform knows it: its name, ids, first value and errors. */
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Receives the props to spread on the control (`<Input {...control} />`). */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, a control, an optional hint and the field's first error, wired for assistive technologies. Conform
 * supplies the errors (from the browser or from the action's `submission.reply()`) and focuses the first invalid
 * field; the control is remounted when the form is reset.
 */
export function FormField({ label, meta, hint, required, className, children }: FormFieldProps) {
  const message = meta.errors?.[0];
  const hintId = hint ? meta.descriptionId : undefined;
  const errorId = message ? meta.errorId : undefined;
  const control: ControlProps = {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    required,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <Fragment key={meta.key}>{children(control)}</Fragment>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
