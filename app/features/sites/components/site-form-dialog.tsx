import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { CheckboxField } from "../../../components/ui/choice-fields";
import { Dialog } from "../../../components/ui/dialog";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input, Textarea } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { createSiteSchema, SITE_LIMITS } from "../sites.schema";
import type { SiteRow } from "../sites.server";

/** 'Ajouter un site', or 'Modifier' on a site's row: the site form in a dialog. */
export function SiteFormDialog({ site }: { site?: SiteRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {site ? (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Modifier ${site.name}`}>
          Modifier
        </Button>
      ) : (
        <Button onClick={() => setOpen(true)}>Ajouter un site</Button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={site ? `Modifier ${site.name}` : "Ajouter un site"}
        className="max-w-2xl"
      >
        <SiteForm site={site} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function SiteForm({ site, onDone }: { site?: SiteRow; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: site ? `site-update-${site.id}` : "site-create",
    check: schemaCheck(createSiteSchema),
    defaultValue: site
      ? {
          name: site.name,
          clientName: site.clientName,
          address: site.address,
          postalCode: site.postalCode,
          city: site.city,
          accessInstructions: site.accessInstructions ?? "",
          accessCode: site.accessCode ?? "",
          contactName: site.contactName ?? "",
          contactPhone: site.contactPhone ?? "",
          active: site.active ? "on" : undefined,
        }
      : { active: "on" },
    onSuccess: onDone,
  });
  const { fields } = dialog;
  return (
    <DialogForm dialog={dialog} intent={site ? "update" : "create"} id={site?.id} onCancel={onDone}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nom du site" meta={fields.name} required>
          {(control) => <Input {...control} maxLength={SITE_LIMITS.name} />}
        </FormField>
        <FormField label="Client" meta={fields.clientName} required>
          {(control) => <Input {...control} maxLength={SITE_LIMITS.clientName} />}
        </FormField>
      </div>
      <FormField label="Adresse" meta={fields.address} required>
        {(control) => <Input {...control} maxLength={SITE_LIMITS.address} autoComplete="off" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label="Code postal" meta={fields.postalCode} required>
          {(control) => <Input {...control} inputMode="numeric" maxLength={5} autoComplete="off" />}
        </FormField>
        <FormField label="Ville" meta={fields.city} required>
          {(control) => <Input {...control} maxLength={SITE_LIMITS.city} />}
        </FormField>
      </div>
      <FormField label="Consignes d'accès" meta={fields.accessInstructions} hint="Badge, boîte à clés, local ménage…">
        {(control) => <Textarea {...control} rows={3} maxLength={SITE_LIMITS.accessInstructions} />}
      </FormField>
      <FormField label="Code d'accès" meta={fields.accessCode} hint="Visible par le personnel d'encadrement.">
        {(control) => <Input {...control} maxLength={SITE_LIMITS.accessCode} autoComplete="off" />}
      </FormField>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Contact sur place</legend>
        <FormField label="Nom du contact" meta={fields.contactName}>
          {(control) => <Input {...control} maxLength={SITE_LIMITS.contactName} autoComplete="off" />}
        </FormField>
        <FormField label="Téléphone du contact" meta={fields.contactPhone}>
          {(control) => <Input {...control} type="tel" maxLength={SITE_LIMITS.contactPhone} autoComplete="off" />}
        </FormField>
      </fieldset>
      <CheckboxField label="Actif (proposé dans les plannings)" meta={fields.active} />
    </DialogForm>
  );
}
