import type { ReactNode } from "react";
import type { z } from "zod";
import { Card } from "../../../components/ui/card";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { Planning, PlanningSite } from "../schedules";
import type {
  addEmployeeSchema,
  createPlanningSchema,
  updateAssignmentSchema,
  updatePlanningSchema,
} from "../schedules.schema";
import type { SeriesRepeat } from "../series/repeat";
import { CloseButton, DialogActions, DialogFrame, SubmitButton } from "./dialog-frame";
import { NotifyField } from "./notify-field";
import { OverlapWarning } from "./overlap-warning";
import { PLANNING_FORM, planningWarning } from "./planning-answer";
import { type DetailMetas, detailDefaults, PlanningFields } from "./planning-fields";
import { RepeatFields, type RepeatMetas, ScopeField } from "./series-fields";

/** The forms that set a planning's details (and may overlap other plannings). */
export type PlanningFormSchema = ReturnType<
  typeof createPlanningSchema | typeof updatePlanningSchema | typeof updateAssignmentSchema | typeof addEmployeeSchema
>;

type Fields<S extends PlanningFormSchema> = ReturnType<typeof useSchemaForm<z.input<S>, z.output<S>>>["fields"];

interface PlanningFormDialogProps<S extends PlanningFormSchema> {
  /** Stable, one per form on the page. */
  id: string;
  schema: S;
  /** The intent and ids the form posts besides its fields. */
  hidden: { intent: string } & Record<string, string>;
  title: string;
  description?: string;
  /** Prefills the details (edits and additions to an existing planning). */
  planning?: Planning;
  zone: string;
  /** The active sites the place picker offers. */
  sites: readonly PlanningSite[];
  submit: { label: string; busyLabel: string; disabled?: boolean };
  /** What the form asks before the details (who). */
  lead?: (fields: Fields<S>) => ReactNode;
  /** Shows the details in a card 'Détails du planning' with this note. */
  detailsNote?: string;
  /** Offers 'Répéter' (the planning's series' repetition first checked). */
  repeatable?: boolean;
  /** The repetition 'Répéter' starts from for a new planning (« Planifier » from a site's contract). */
  proposedRepeat?: SeriesRepeat;
  /** Asks which occurrences of the planning's series the change concerns, under this legend. */
  scopeLegend?: string;
  onClose: () => void;
}

/**
 * A dialog that posts a planning's details: its own leading fields, the details, the overlap warning with
 * 'Enregistrer quand même', Annuler and the submit button. Closes after a success.
 */
export function PlanningFormDialog<S extends PlanningFormSchema>(props: PlanningFormDialogProps<S>) {
  const { id, schema, hidden, planning, zone, sites, submit, lead, detailsNote, repeatable, scopeLegend, onClose } =
    props;
  const repeat = planning?.series?.repeat ?? props.proposedRepeat ?? null;
  const { fetcher, form, fields, busy, answer, formProps } = useSchemaForm({
    id,
    check: schemaCheck(schema),
    defaultValue: detailDefaults(planning, zone),
    onSuccess: onClose,
    ...PLANNING_FORM,
  });
  const { overlaps, labour } = planningWarning(answer);
  const details = <PlanningFields fields={fields as unknown as DetailMetas} sites={sites} />;
  return (
    <DialogFrame title={props.title} description={props.description} wide="form" onClose={onClose}>
      <fetcher.Form {...formProps} className="space-y-4">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {planning?.series && scopeLegend ? <ScopeField series={planning.series} legend={scopeLegend} /> : null}
        {lead?.(fields as Fields<S>)}
        {detailsNote ? (
          <Card className="space-y-4 p-4">
            <h3 className="text-sm font-semibold text-slate-800">Détails du planning</h3>
            <p className="text-sm text-slate-600">{detailsNote}</p>
            {details}
          </Card>
        ) : (
          details
        )}
        {repeatable ? <RepeatFields fields={fields as unknown as RepeatMetas} initial={repeat} /> : null}
        <NotifyField />
        <OverlapWarning id={form.errorId} lines={overlaps} labour={labour} busy={busy} />
        <DialogActions>
          <CloseButton onClose={onClose} />
          <SubmitButton label={submit.label} busyLabel={submit.busyLabel} busy={busy} disabled={submit.disabled} />
        </DialogActions>
      </fetcher.Form>
    </DialogFrame>
  );
}
