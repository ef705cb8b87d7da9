import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "../../../lib/form-data";
import type { Overlap } from "../schedules";
import { type ScheduleActionResult, scheduleFormValues } from "../schedules.schema";

/**
 * A dialog's form: checks it with the server's schema before sending, then shows the answer as a toast,
 * field errors or an overlap warning, and calls `onDone` after a success (the page's data reloads by itself).
 */
export function useScheduleForm(options: { schema?: z.ZodType; onDone: () => void }) {
  const fetcher = useFetcher<ScheduleActionResult>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [overlaps, setOverlaps] = useState<Overlap[]>([]);
  const handled = useRef<ScheduleActionResult | null>(null);
  const { onDone, schema } = options;

  useEffect(() => {
    const result = fetcher.data;
    // Answered as soon as the action is done: once the list has reloaded, the planning this dialog shows may be gone.
    if (!result || fetcher.state === "submitting" || result === handled.current) return;
    handled.current = result;
    if (result.ok) {
      toast.success("Succès", { description: result.message });
      onDone();
      return;
    }
    setErrors(result.fieldErrors ?? {});
    setOverlaps(result.overlaps ?? []);
    if (!result.overlaps?.length) toast.error("Erreur", { description: result.message });
  }, [fetcher.data, fetcher.state, onDone]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const parsed = schema.safeParse(scheduleFormValues(new FormData(event.currentTarget, submitter)));
    if (parsed.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    const fieldErrors = fieldErrorsOf(parsed.error);
    setErrors(fieldErrors);
    setOverlaps([]);
    toast.error("Erreur", { description: Object.values(fieldErrors)[0]?.[0] });
  }

  return { fetcher, errors, overlaps, busy: fetcher.state !== "idle", onSubmit };
}
