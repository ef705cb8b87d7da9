import type { ComponentProps } from "react";
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

/** One `<option>` per value, in order, each with its label: the choices of an enumeration. */
export function EnumOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}

/** A select of an enumeration's values that starts on an empty choice saying what to pick. */
export function EnumSelect<Value extends string>({
  placeholder,
  values,
  labels,
  ...props
}: ComponentProps<"select"> & { placeholder: string; values: readonly Value[]; labels: Record<Value, string> }) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      <EnumOptions values={values} labels={labels} />
    </NativeSelect>
  );
}

/** A select of named rows (sites, people) posting the chosen one's id, from an empty choice saying what to pick. */
export function RowSelect({
  placeholder,
  rows,
  ...props
}: ComponentProps<"select"> & { placeholder: string; rows: ReadonlyArray<{ id: string; name: string }> }) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {rows.map((row) => (
        <option key={row.id} value={row.id}>
          {row.name}
        </option>
      ))}
    </NativeSelect>
  );
}
