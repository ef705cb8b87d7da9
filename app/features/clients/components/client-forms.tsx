import { ButtonDialog } from "../../../components/ui/button-dialog";
import { ConfirmDeleteDialog } from "../../../components/ui/confirm-delete-dialog";
import { EmailAddressField, FullNameField, PhoneField } from "../../../components/ui/contact-fields";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { TOUCH_TARGET } from "../../../components/ui/touch-target";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { CLIENT_LIMITS, clientSchema, contactInvitationSchema, contactSchema } from "../clients.schema";
import type { ClientFile } from "../clients.server";

/** Tall enough to touch on a phone. */

function ClientForm({ client, onDone }: { client: ClientFile; onDone: () => void }) {
  const dialog = useSchemaForm({
    id: "client-update",
    check: schemaCheck(clientSchema),
    defaultValue: {
      name: client.name,
      siren: client.siren ?? "",
      billingAddress: client.billingAddress,
      billingPostalCode: client.billingPostalCode,
      billingCity: client.billingCity,
    },
    onSuccess: onDone,
  });
  const { fields } = dialog;
  return (
    <DialogForm dialog={dialog} intent="update" editing onCancel={onDone}>
      <FormField label="Raison sociale" meta={fields.name} required>
        {(control) => <Input {...control} maxLength={CLIENT_LIMITS.name} className={TOUCH_TARGET} />}
      </FormField>
      <FormField label="SIREN" meta={fields.siren} hint="Facultatif : 9 chiffres.">
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" className={TOUCH_TARGET} />}
      </FormField>
      <FormField label="Adresse de facturation" meta={fields.billingAddress} required>
        {(control) => <Input {...control} maxLength={CLIENT_LIMITS.address} className={TOUCH_TARGET} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Code postal" meta={fields.billingPostalCode} required>
          {(control) => <Input {...control} inputMode="numeric" className={TOUCH_TARGET} />}
        </FormField>
        <FormField label="Ville" meta={fields.billingCity} required>
          {(control) => <Input {...control} maxLength={CLIENT_LIMITS.city} className={TOUCH_TARGET} />}
        </FormField>
      </div>
    </DialogForm>
  );
}

/** « Modifier » a client: its name (its sites are named after it), SIREN and billing address. */
export function EditClientDialog({ client }: { client: ClientFile }) {
  return (
    <ButtonDialog label="Modifier" ariaLabel={`Modifier ${client.name}`} variant="outline" title="Modifier le client">
      {(close) => <ClientForm client={client} onDone={close} />}
    </ButtonDialog>
  );
}

function ContactForm({ onDone }: { onDone: () => void }) {
  const dialog = useSchemaForm({ id: "contact-add", check: schemaCheck(contactSchema), onSuccess: onDone });
  const { fields } = dialog;
  return (
    <DialogForm dialog={dialog} intent="contact-add" onCancel={onDone}>
      <FullNameField meta={fields.name} />
      <EmailAddressField meta={fields.email} />
      <PhoneField meta={fields.phone} />
    </DialogForm>
  );
}

/** « Ajouter un contact »: someone else who speaks for the client. */
export function AddContactDialog() {
  return (
    <ButtonDialog label="Ajouter un contact" variant="outline" title="Ajouter un contact">
      {(close) => <ContactForm onDone={close} />}
    </ButtonDialog>
  );
}

/** « Retirer » a contact, after confirmation. */
export function DeleteContactDialog({ contact }: { contact: { id: string; name: string } }) {
  return (
    <ConfirmDeleteDialog
      intent="contact-delete"
      id={contact.id}
      label="Retirer"
      ariaLabel={`Retirer ${contact.name}`}
      variant="outline"
      title="Confirmer le retrait"
      description={`Retirer ${contact.name} des contacts de ce client ?`}
    />
  );
}

type Contact = ClientFile["contacts"][number];

function InvitationForm({
  contact,
  sites,
  onDone,
}: {
  contact: Contact;
  sites: ClientFile["sites"];
  onDone: () => void;
}) {
  const dialog = useSchemaForm({
    id: `contact-invite-${contact.id}`,
    check: schemaCheck(contactInvitationSchema),
    onSuccess: onDone,
  });
  const error = dialog.fields.siteIds.errors?.[0];
  const chosen = new Set(contact.portalSiteIds ?? (sites.length === 1 ? [sites[0]?.id] : []));
  return (
    <DialogForm
      dialog={dialog}
      intent="contact-invite"
      id={contact.id}
      submit={contact.portalSiteIds === null ? { label: "Envoyer l'invitation", busyLabel: "Envoi..." } : undefined}
      onCancel={onDone}
    >
      <fieldset
        className="space-y-1"
        aria-describedby={error ? dialog.fields.siteIds.errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">Sites visibles dans le portail</legend>
        {sites.map((site) => (
          <label key={site.id} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={dialog.fields.siteIds.name}
              value={site.id}
              defaultChecked={chosen.has(site.id)}
              className="size-5"
            />
            <span>
              {site.name}
              {site.active ? "" : " (archivé)"}
            </span>
          </label>
        ))}
        {error ? (
          <p id={dialog.fields.siteIds.errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </DialogForm>
  );
}

/**
 * « Inviter au portail »: the contact gets an account with the client role and a link to choose its password; once
 * invited, « Accès au portail » changes the sites it sees.
 */
export function InviteContactDialog({ contact, sites }: { contact: Contact; sites: ClientFile["sites"] }) {
  const invited = contact.portalSiteIds !== null;
  return (
    <ButtonDialog
      label={invited ? "Accès au portail" : "Inviter au portail"}
      ariaLabel={`${invited ? "Accès au portail de" : "Inviter au portail"} ${contact.name}`}
      variant="outline"
      title={invited ? "Accès au portail client" : "Inviter au portail client"}
      description={
        invited
          ? `Les sites que ${contact.name} voit dans le portail.`
          : `${contact.name} recevra par e-mail (${contact.email}) un lien pour choisir son mot de passe, valable 7 jours.`
      }
    >
      {(close) => <InvitationForm contact={contact} sites={sites} onDone={close} />}
    </ButtonDialog>
  );
}
