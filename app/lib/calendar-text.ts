// biome-ignore-all lint/suspicious/noControlCharactersInRegex: removing control characters is the point.

/**
 * Text bound for an iCalendar file without control characters: ical-generator escapes some fields but writes the
 * calendar name as it is, so a CR/LF there would start new properties. Runs of them become one space.
 */
export function calendarText(text: string): string;
export function calendarText(text: string | null): string | null;
export function calendarText(text: string | null): string | null {
  return text === null ? null : text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

/**
 * A text of several lines (a description) for a field that ical-generator escapes: each line break, whatever it was
 * typed as, becomes one LF, which the escaping writes as `\n` (RFC 5545 3.3.11); other control characters become a
 * space, as in `calendarText`.
 */
export function calendarLines(text: string | null): string | null {
  if (text === null) return null;
  return text
    .split(/\r\n|[\r\n\u0085\u2028\u2029]/)
    .map((line) => calendarText(line))
    .join("\n")
    .trim();
}
