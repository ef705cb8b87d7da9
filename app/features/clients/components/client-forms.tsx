import { ButtonDialog } from "../../../components/ui/button-dialog";
import { ConfirmDeleteForm } from "../../../components/ui/confirm-delete-form";
import { EmailAddressField, FullNameField, PhoneField } from "../../../components/ui/contact-fields";
import { DialogForm } from "../../../components/ui/dialog-form";
import { Input } from "../../../components/ui/field";
import { FormField } from "../../../components/ui/form-field";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { CLIENT_LIMITS, clientSchema, contactSchema } from "../clients.schema";
import type { ClientFile } from "../clients.server";

/** Tall enough to touch on a phone. */
const TOUCH_TARGET = "max-md:h-11";

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
    <ButtonDialog
      label="Retirer"
      ariaLabel={`Retirer ${contact.name}`}
      variant="outline"
      title="Confirmer le retrait"
      description={`Retirer ${contact.name} des contacts de ce client ?`}
    >
      {(close) => <ConfirmDeleteForm intent="contact-delete" id={contact.id} onDone={close} />}
    </ButtonDialog>
  );
}
