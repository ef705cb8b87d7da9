import { RowActionForm } from "./row-action-form";

interface Answer {
  intent: string;
  label: string;
}

/**
 * A waiting item's two answers side by side, one tap each, the first the primary one. Each button's accessible name
 * is its label followed by `about` (« Accepter la demande de … »).
 */
export function DecisionForms({
  field,
  about,
  yes,
  no,
}: {
  field: { name: string; value: string };
  about: string;
  yes: Answer;
  no: Answer;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <RowActionForm
        intent={yes.intent}
        field={field}
        label={yes.label}
        ariaLabel={`${yes.label} ${about}`}
        variant="primary"
      />
      <RowActionForm intent={no.intent} field={field} label={no.label} ariaLabel={`${no.label} ${about}`} />
    </div>
  );
}
