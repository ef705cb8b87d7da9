import { composeMail, type MailContent } from "./layout";

/**
 * Every mail of a swap between employees: who proposed what to whom and what became of it. `lines` are the sentences
 * after the greeting; `shifts` the shifts concerned, worded.
 */
export function shiftSwapMail(words: {
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
