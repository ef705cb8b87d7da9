import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { FormEvent, ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import type { Result } from "../../../lib/result";

/** What the form needs of `usePlanningAction`'s answer. */
interface PlanningAction<Schema extends Record<string, unknown>> {
  fetcher: FetcherWithComponents<Result>;
  form: FormMetadata<Schema, string[]>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A dialog's form that asks the schedule action for one `intent` on one planning. */
export function PlanningIntentForm<Schema extends Record<string, unknown>>({
  action: { fetcher, form, onSubmit },
  intent,
  planningId,
  children,
}: {
  action: PlanningAction<Schema>;
  intent: string;
  planningId: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" {...getFormProps(form)} onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="planningId" value={planningId} />
      {children}
    </fetcher.Form>
  );
}
