import type { FieldMetadata } from "@conform-to/react";
import { Input } from "./field";
import { FormField } from "./form-field";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

const AUTOCOMPLETE = {
  /** The person fills in their own name. */
  own: { firstName: "given-name", lastName: "family-name" },
  /** Someone else's name: the browser suggests nothing. */
  off: { firstName: "off", lastName: "off" },
} as const;

/** 'Prénom' and 'Nom' side by side, both required, 100 characters at most. */
export function NameFields({
  firstName,
  lastName,
  autoComplete,
}: {
  firstName: Meta;
  lastName: Meta;
  autoComplete?: keyof typeof AUTOCOMPLETE;
}) {
  const hints = autoComplete ? AUTOCOMPLETE[autoComplete] : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Prénom" meta={firstName} required>
        {(control) => <Input {...control} autoComplete={hints?.firstName} maxLength={100} />}
      </FormField>
      <FormField label="Nom" meta={lastName} required>
        {(control) => <Input {...control} autoComplete={hints?.lastName} maxLength={100} />}
      </FormField>
    </div>
  );
}
