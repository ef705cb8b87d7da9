import type { FormEvent } from "react";

interface EditableForm {
  allErrors: Record<string, string[]>;
  update: (options: { name: string; validated: boolean }) => void;
}

/**
 * Spec §4: a field's error clears as soon as that field is edited; Conform checks it again when it is left (onBlur)
 * or sent. Spread as the form's `onInput`.
 */
export function clearErrorOnEdit(form: EditableForm) {
  return (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name && form.allErrors[name]) form.update({ name, validated: false });
  };
}
