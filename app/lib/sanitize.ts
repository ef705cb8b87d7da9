/** Length of a sanitised text (docs/product.md). */
export const SANITIZED_MAX_LENGTH = 1000;

const ANGLE_BRACKETS = /[<>]/g;
const JAVASCRIPT_SCHEME = /javascript\s*:/gi;
const INLINE_EVENT_HANDLER = /\bon\w+\s*=/gi;

/**
 * Trims, removes angle brackets, `javascript:` and inline event-handler patterns (`onclick=`…), and cuts to
 * 1000 characters. Removal repeats until nothing changes, so that a pattern split by another
 * (`javajavascript:script:`) cannot reassemble.
 */
export function sanitizeText(input: string, maxLength = SANITIZED_MAX_LENGTH): string {
  let text = input.trim();
  let previous: string;
  do {
    previous = text;
    text = text.replace(ANGLE_BRACKETS, "").replace(JAVASCRIPT_SCHEME, "").replace(INLINE_EVENT_HANDLER, "");
  } while (text !== previous);
  return text.trim().slice(0, maxLength).trim();
}
