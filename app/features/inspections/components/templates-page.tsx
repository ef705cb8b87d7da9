import { Link } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { Card } from "../../../components/ui/card";
import { CheckboxField, EnumField } from "../../../components/ui/choice-fields";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { DataTable, Td } from "../../../components/ui/table";
import { ITEM_WEIGHT } from "../../../domain/inspections";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { templateItemSchema, templateSchema } from "../inspections.schema";
import type { Template } from "../templates.server";

const WEIGHT_LABELS = Object.fromEntries(
  Array.from({ length: ITEM_WEIGHT.max - ITEM_WEIGHT.min + 1 }, (_, index) => {
    const weight = String(ITEM_WEIGHT.min + index);
    return [weight, weight];
  }),
) as Record<string, string>;

function ItemForm({ template, onDone }: { template: Template; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: `item-${template.id}`,
    check: schemaCheck(templateItemSchema),
    defaultValue: { templateId: template.id, area: template.items.at(-1)?.area ?? "", weight: "3" },
    onSuccess: onDone,
  });
  const { fields } = dialog;
  const listId = `zones-${template.id}`;
  return (
    <DialogForm dialog={dialog} intent="item-add" onCancel={onDone}>
      <input type="hidden" name={fields.templateId.name} value={template.id} />
      <FormField label="Zone" meta={fields.area} hint="Une zone existante, ou une nouvelle." required>
        {(control) => <Input {...control} list={listId} autoComplete="off" className="max-md:h-11" />}
      </FormField>
      <datalist id={listId}>
        {[...new Set(template.items.map((item) => item.area))].map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
      <FormField label="Point à contrôler" meta={fields.label} required>
        {(control) => <Input {...control} autoComplete="off" className="max-md:h-11" />}
      </FormField>
      <EnumField label="Poids" meta={fields.weight} required placeholder="Choisir" labels={WEIGHT_LABELS} />
      <CheckboxField
        label="Point critique : non conforme, il ouvre une action corrective"
        meta={fields.critical}
        large
      />
    </DialogForm>
  );
}

function TemplateForm({ onDone }: { onDone: () => void }) {
  const dialog = useSchemaForm({ id: "template", check: schemaCheck(templateSchema), onSuccess: onDone });
  return (
    <DialogForm dialog={dialog} intent="template-add" onCancel={onDone}>
      <FormField label="Nom" meta={dialog.fields.name} required>
        {(control) => <Input {...control} autoComplete="off" className="max-md:h-11" />}
      </FormField>
    </DialogForm>
  );
}

function TemplateCard({ template }: { template: Template }) {
  const total = template.items.reduce((sum, item) => sum + item.weight, 0);
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{template.name}</h2>
          <p className="text-sm text-slate-700">
            {template.site ? (
              <>
                Adapté pour le site{" "}
                <Link to={`/admin/sites/${template.site.id}`} className="font-medium text-brand-700 underline">
                  {template.site.name}
                </Link>
              </>
            ) : (
              "Modèle de l'entreprise"
            )}{" "}
            · {template.items.length} points, {total} points de poids en tout
          </p>
        </div>
        <ButtonDialog
          label="Ajouter un point"
          ariaLabel={`Ajouter un point au modèle ${template.name}`}
          variant="outline"
          title="Ajouter un point"
          description={template.name}
        >
          {(close) => <ItemForm template={template} onDone={close} />}
        </ButtonDialog>
      </div>
      <DataTable
        caption={`Points du modèle ${template.name}`}
        columns={["Zone", "Point", "Poids", "Critique", "Actions"]}
        items={template.items}
      >
        {(item) => (
          <>
            <Td>{item.area}</Td>
            <Td className="break-words">{item.label}</Td>
            <Td>{item.weight}</Td>
            <Td>{item.critical ? "Oui" : "Non"}</Td>
            <Td>
              <RowActionForm
                intent="item-delete"
                field={{ name: "itemId", value: item.id }}
                label="Retirer"
                ariaLabel={`Retirer le point ${item.label} du modèle ${template.name}`}
              />
            </Td>
          </>
        )}
      </DataTable>
    </Card>
  );
}

/** /admin/inspections: the checklists, their points and published weights; a site's own copy is edited here too. */
export function TemplatesPage({ templates }: { templates: Template[] }) {
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 md:py-10">
      <BackLink to="/admin/sites">Retour aux sites</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Modèles d'inspection</h1>
          <p className="mt-1 max-w-2xl text-slate-700">
            Chaque point compte pour son poids (de {ITEM_WEIGHT.min} à {ITEM_WEIGHT.max}) : le score d'une inspection
            est la part pondérée des points conformes, sans les points sans objet. Retirer un point ne change pas les
            inspections déjà faites.
          </p>
        </div>
        <ButtonDialog label="Nouveau modèle" variant="primary" title="Nouveau modèle d'inspection">
          {(close) => <TemplateForm onDone={close} />}
        </ButtonDialog>
      </div>
      {templates.map((template) => (
        <TemplateCard key={template.id} template={template} />
      ))}
    </section>
  );
}
