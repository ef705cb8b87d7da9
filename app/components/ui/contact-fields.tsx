import type { FieldMetadata } from "@conform-to/react";
import { Input } from "./field";
import { FormField } from "./form-field";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** How a visitor of the public forms says who they are: 'Nom complet', required. */
export function FullNameField({ meta }: { meta: Meta }) {
  return (
    <FormField label="Nom complet" meta={meta} required>
      {(control) => <Input {...control} autoComplete="name" />}
    </FormField>
  );
}

/** 'Adresse e-mail', required. */
export function EmailAddressField({ meta }: { meta: Meta }) {
  return (
    <FormField label="Adresse e-mail" meta={meta} required>
      {(control) => <Input {...control} type="email" autoComplete="email" />}
    </FormField>
  );
}

/** 'Téléphone' in the French format, which a form requires or leaves optional. */
export function PhoneField({ meta, required }: { meta: Meta; required?: boolean }) {
  return (
    <FormField
      label="Téléphone"
      meta={meta}
      required={required}
      hint={required ? "Format français : 06 12 34 56 78" : "Facultatif, format français : 06 12 34 56 78"}
    >
      {(control) => <Input {...control} type="tel" autoComplete="tel" />}
    </FormField>
  );
}
