import { composeMail, type MailContent } from "./layout";

/**
 * A mail about one or two shifts between employees and managers (a swap, a volunteer): what happened, and what to
 * do. `lines` are the sentences after the greeting; `shifts` the shifts concerned, worded.
 */
export function shiftMessageMail(words: {
  firstName: string;
  subject: string;
  lines: string[];
  shifts: Array<[label: string, shift: string]>;
  action: { label: string; url: string };
}): MailContent {
  const greeting = words.firstName.trim() ? `Bonjour ${words.firstName.trim()},` : "Bonjour,";
  return composeMail(words.subject, {
    heading: words.subject,
    paragraphs: [greeting, ...words.lines],
    facts: words.shifts,
    action: words.action,
  });
}
