/**
 * A French phone number as the form accepts it (`06 12 34 56 78`, `+33 6 12 34 56 78`) in the international digits
 * wa.me and tel: links want (`33612345678`); null for anything else.
 */
export function internationalDigits(phone: string | null | undefined): string | null {
  const compact = phone?.replace(/\s/g, "") ?? "";
  const national = /^(?:\+33|0)([1-9]\d{8})$/.exec(compact)?.[1];
  return national ? `33${national}` : null;
}
