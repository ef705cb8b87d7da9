import { ClipboardCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FormField } from "../../../components/ui/form-field";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { WholeNumberInput } from "../../../components/ui/whole-number-input";
import { schemaCheck } from "../../../lib/schema-check";
import { formatInZone } from "../../../lib/time";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { thresholdSchema } from "../inspections.schema";
import type { InspectionSummary } from "../inspections.server";
import { percentOf } from "../score";
import type { Template } from "../templates.server";

const LINK = "font-medium text-brand-700 underline";

function ThresholdForm({ threshold, onDone }: { threshold: number; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: "threshold",
    check: schemaCheck(thresholdSchema),
    defaultValue: { thresholdPercent: String(threshold) },
    onSuccess: onDone,
  });
  return (
    <DialogForm dialog={dialog} intent="threshold" editing onCancel={onDone}>
      <FormField
        label="Seuil (%)"
        meta={dialog.fields.thresholdPercent}
        hint="Sous ce score, une inspection ouvre une action corrective."
        required
      >
        {(control) => <WholeNumberInput {...control} min={1} max={100} step={1} className="max-md:h-11" />}
      </FormField>
    </DialogForm>
  );
}

export interface SiteInspectionsProps {
  siteId: string;
  active: boolean;
  threshold: number;
  inspections: InspectionSummary[];
  /** The checklists the site's inspections use: its own, or the company's. */
  templates: Template[];
  zone: string;
}

/** The inspections section of a site's page: the latest scores, the threshold, and the checklist used. */
export function SiteInspections({ siteId, active, threshold, inspections, templates, zone }: SiteInspectionsProps) {
  const own = templates.find((template) => template.site !== null);
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Inspections</h2>
        <div className="flex flex-wrap gap-2">
          <ButtonDialog
            label="Seuil"
            ariaLabel={`Modifier le seuil (${threshold} %)`}
            variant="outline"
            title="Seuil des inspections"
          >
            {(close) => <ThresholdForm threshold={threshold} onDone={close} />}
          </ButtonDialog>
          {active ? (
            <Link to={`/admin/sites/${siteId}/inspection`} className={`${buttonClass("primary", "sm")} max-md:h-11`}>
              <ClipboardCheck aria-hidden="true" className="size-4" />
              Nouvelle inspection
            </Link>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-slate-700">
        Seuil : {threshold} %.{" "}
        {own ? (
          <>
            Modèle propre au site :{" "}
            <Link to="/admin/inspections" className={LINK}>
              {own.name}
            </Link>
            .
          </>
        ) : (
          "Modèles de l'entreprise."
        )}
      </p>
      {own ? null : (
        <ul className="flex flex-wrap gap-2">
          {templates.map((template) => (
            <li key={template.id}>
              <RowActionForm
                intent="template-adapt"
                field={{ name: "templateId", value: template.id }}
                label={`Adapter « ${template.name} » pour ce site`}
                ariaLabel={`Adapter le modèle ${template.name} pour ce site`}
              />
            </li>
          ))}
        </ul>
      )}
      {inspections.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Aucune inspection
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {inspections.map((inspection) => {
            const percent = percentOf(inspection.conformingWeight, inspection.countedWeight);
            const under = percent !== null && percent < inspection.thresholdPercent;
            return (
              <li key={inspection.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  to={`/admin/inspections/${inspection.id}`}
                  className={cn(LINK, "inline-flex min-h-11 items-center")}
                >
                  {formatInZone(inspection.inspectedAt, "EEEE d MMMM yyyy", zone)}
                </Link>
                <span className={cn("font-semibold", under ? "text-red-800" : "text-emerald-800")}>
                  {percent === null ? "Sans objet" : `${percent} %`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
