import type { ComponentProps } from "react";
import { Input } from "./field";

/** A whole number (minutes, weeks) on a phone's numeric keypad; the caller sets its bounds and step. */
export function WholeNumberInput(props: Omit<ComponentProps<"input">, "type" | "inputMode">) {
  return <Input {...props} type="number" inputMode="numeric" />;
}
