import type { ComponentProps } from "react";
import { cn } from "./cn";
import { NativeSelect } from "./field";

/** One filter of a GET filter form: a labelled select (the options are its children). */
export function FilterSelect({
  label,
  wrapperClassName,
  ...select
}: { label: string; id: string; wrapperClassName?: string } & ComponentProps<typeof NativeSelect>) {
  return (
    <div className={cn("space-y-1", wrapperClassName)}>
      <label htmlFor={select.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <NativeSelect {...select} />
    </div>
  );
}
