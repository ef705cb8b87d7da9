/**
 * A site's attendance code: 8 letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L), shown
 * as ABCD-EFGH for typing by hand and carried by the QR code's URL.
 */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const SITE_CODE_LENGTH = 8;

/** A new random code; each letter uniform over the alphabet (bytes of 31 are drawn again). */
export function newSiteCode(
  randomBytes: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  let code = "";
  while (code.length < SITE_CODE_LENGTH) {
    for (const byte of randomBytes(SITE_CODE_LENGTH)) {
      const index = byte & 31;
      if (index < ALPHABET.length && code.length < SITE_CODE_LENGTH) code += ALPHABET[index];
    }
  }
  return code;
}

/** The code as typed or read from a URL, without case, spaces or dashes; null when it cannot be a code. */
export function normaliseSiteCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== SITE_CODE_LENGTH) return null;
  return [...code].every((letter) => ALPHABET.includes(letter)) ? code : null;
}

/** ABCD-EFGH: two groups of four, easier to read aloud and to type. */
export function formatSiteCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
