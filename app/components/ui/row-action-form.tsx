import { useFetcher } from "react-router";
import type { Result } from "../../lib/result";
import { useResultToast } from "../../lib/use-result-toast";
import { Button, type ButtonProps } from "./button";
import { TOUCH_TARGET } from "./touch-target";

interface RowActionFormProps {
  intent: string;
  /** The one field posted: which row the action is for. */
  field: { name: string; value: string };
  label: string;
  ariaLabel: string;
  variant?: ButtonProps["variant"];
}

/** A row's action that needs no confirmation: one small button posting the row to `?intent=…`, its answer toasted. */
export function RowActionForm({ intent, field, label, ariaLabel, variant = "outline" }: RowActionFormProps) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={`?intent=${intent}`}>
      <input type="hidden" name={field.name} value={field.value} />
      <Button
        type="submit"
        variant={variant}
        size="sm"
        className={TOUCH_TARGET}
        disabled={fetcher.state !== "idle"}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
