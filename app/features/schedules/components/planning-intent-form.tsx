import type { ReactNode } from "react";
import type { useSchemaForm } from "../../../lib/use-schema-form";

/** What the form needs of `useSchemaForm`. */
type PlanningAction = Pick<ReturnType<typeof useSchemaForm>, "fetcher" | "formProps">;

/**
 * A form that asks the schedule action for one `intent` on one planning: the page's own action, or the plannings' one
 * (`to`) from another page.
 */
export function PlanningIntentForm({
  action: { fetcher, formProps },
  intent,
  planningId,
  to,
  children,
}: {
  action: PlanningAction;
  intent: string;
  planningId: string;
  to?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form {...formProps} action={to} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="planningId" value={planningId} />
      {children}
    </fetcher.Form>
  );
}
