/**
 * Text bound for an iCalendar file without control characters: ical-generator escapes some fields but writes the
 * calendar name as it is, so a CR/LF there would start new properties. Runs of them become one space.
 */
export function calendarText(text: string): string;
export function calendarText(text: string | null): string | null;
export function calendarText(text: string | null): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return text === null ? null : text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}
