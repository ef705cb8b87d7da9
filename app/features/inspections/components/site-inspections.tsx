import { ClipboardCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { Card } from "../../../components/ui/card";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FormField } from "../../../components/ui/form-field";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { WholeNumberInput } from "../../../components/ui/whole-number-input";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { thresholdSchema } from "../inspections.schema";
import type { InspectionSummary } from "../inspections.server";
import type { Template } from "../templates.server";
import { InspectionScores } from "./inspection-scores";

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
      <InspectionScores inspections={inspections} pages="/admin/inspections" zone={zone} />
    </Card>
  );
}
