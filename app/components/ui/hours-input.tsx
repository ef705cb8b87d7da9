import type { ComponentProps } from "react";
import { Input } from "./field";

/** A number of hours by quarter-hour (0.25 steps), on a phone's decimal keypad; the caller sets its bounds. */
export function QuarterHoursInput(props: Omit<ComponentProps<"input">, "type" | "step" | "inputMode">) {
  return <Input {...props} type="number" step={0.25} inputMode="decimal" />;
}
