import type { FieldMetadata } from "@conform-to/react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { ChoiceFieldset, ChoiceTiles } from "../../../components/ui/choice-fields";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { ResultAlert } from "../../../components/ui/result-alert";
import { VERDICT_LABELS, VERDICTS } from "../../../domain/enums";
import { PHOTO_ACCEPT, PHOTO_MAX_MEGABYTES } from "../../../domain/photos";
import type { Result } from "../../../lib/result";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { inspectionRunSchema } from "../inspections.schema";
import type { Template, TemplateItem } from "../templates.server";

type RunInput = z.input<typeof inspectionRunSchema>;
type RunOutput = z.output<typeof inspectionRunSchema>;
type ResultFields = ReturnType<FieldMetadata<RunInput["results"][number]>["getFieldset"]>;

const VERDICT_TONES = {
  conforme: "has-checked:border-emerald-700 has-checked:bg-emerald-50 has-checked:text-emerald-900",
  non_conforme: "has-checked:border-red-700 has-checked:bg-red-50 has-checked:text-red-900",
  na: "has-checked:border-slate-700 has-checked:bg-slate-100 has-checked:text-slate-900",
} as const;

/** One point of the checklist: three large choices, then an optional comment and photo. */
function ItemFields({ item, fields }: { item: TemplateItem; fields: ResultFields }) {
  const verdict = fields.verdict;
  return (
    <li className="space-y-3 py-4">
      <input type="hidden" name={fields.itemId.name} value={item.id} />
      <ChoiceFieldset
        meta={verdict}
        legendClassName="font-semibold text-slate-900"
        legend={
          <>
            {item.label}
            <span className="block text-sm font-normal text-slate-600">
              Poids {item.weight}
              {item.critical ? " · point critique" : ""}
            </span>
          </>
        }
      >
        <ChoiceTiles
          meta={verdict}
          type="radio"
          values={VERDICTS}
          className="mt-2 grid grid-cols-3 gap-2"
          tileClassName={(value) =>
            `justify-center px-2 text-center text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-brand-700 focus-within:ring-offset-2 ${VERDICT_TONES[value]}`
          }
          input={{ className: "sr-only" }}
        >
          {(value) => VERDICT_LABELS[value]}
        </ChoiceTiles>
      </ChoiceFieldset>
      <details className="group" open={Boolean(fields.comment.initialValue || fields.photo.errors)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700 underline">
          Commentaire ou photo
        </summary>
        <div className="mt-2 space-y-3">
          <FormField label="Commentaire" meta={fields.comment}>
            {(control) => <Textarea {...control} rows={2} maxLength={1000} />}
          </FormField>
          <FormField label="Photo" meta={fields.photo} hint={`JPEG, PNG ou WebP, ${PHOTO_MAX_MEGABYTES} Mo au plus.`}>
            {({ defaultValue: _none, ...control }) => (
              <Input {...control} type="file" accept={PHOTO_ACCEPT} capture="environment" className="h-auto py-2" />
            )}
          </FormField>
        </div>
      </details>
    </li>
  );
}

/**
 * A site's inspection on a phone: every point of the checklist by area, each found conforming, not, or not
 * applicable. Posted once with its photos; the server scores it and opens the corrective actions.
 */
export function InspectionRunForm({ template, result }: { template: Template; result?: Result }) {
  const { fetcher, fields, formProps, busy } = useSchemaForm<RunInput, RunOutput>({
    id: "inspection",
    check: schemaCheck(inspectionRunSchema),
    result,
    defaultValue: { templateId: template.id, results: template.items.map((item) => ({ itemId: item.id })) },
    toastRefusals: "first",
  });
  const list = fields.results.getFieldList();
  const areas = [...new Set(template.items.map((item) => item.area))];
  return (
    <fetcher.Form {...formProps} action="?intent=inspection-record" encType="multipart/form-data" className="space-y-6">
      <ResultAlert result={result} className="" />
      <input type="hidden" name={fields.templateId.name} value={template.id} />
      {areas.map((area, areaIndex) => (
        <section
          key={area}
          aria-labelledby={`zone-${areaIndex}`}
          className="rounded-lg border border-slate-200 bg-white px-4"
        >
          <h2 id={`zone-${areaIndex}`} className="pt-4 text-lg font-bold text-slate-900">
            {area}
          </h2>
          <ul className="divide-y divide-slate-200">
            {template.items.map((item, index) => {
              const row = list[index];
              return item.area === area && row ? (
                <ItemFields key={item.id} item={item} fields={row.getFieldset() as ResultFields} />
              ) : null;
            })}
          </ul>
        </section>
      ))}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        Enregistrer l'inspection
      </Button>
    </fetcher.Form>
  );
}
