import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "./cn";

const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 disabled:bg-slate-100";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClass, "h-10", className)} {...props} />;
}

interface FieldProps {
  label: ReactNode;
  /** The error shown under the control and announced with it. */
  error?: string | string[];
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Receives the ids to spread on the control. */
  children: (control: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
    required: boolean | undefined;
  }) => ReactNode;
}

/** A label, a control, an optional hint and an error message, wired together for assistive technologies. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const message = Array.isArray(error) ? error[0] : error;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({ id, "aria-invalid": message ? true : undefined, "aria-describedby": describedBy, required })}
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
