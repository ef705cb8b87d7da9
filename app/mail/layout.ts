import { company, fullAddress } from "../lib/company";

/** What a mail says, before any markup: every mail of the site is written in this one shape. */
export interface MailBody {
  heading: string;
  paragraphs: string[];
  /** Label and value pairs ("Nom", "Hélène Dubois"), shown as a list. */
  facts?: Array<[label: string, value: string]>;
  /** One link the reader is expected to follow. */
  action?: { label: string; url: string };
  /** The other answer, as a plain link after the button ("Refuser" beside "Accepter"). */
  otherAction?: { label: string; url: string };
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text typed by a visitor goes into the HTML part: nothing of it may become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const signature = [company.name, fullAddress];

function textPart({ heading, paragraphs, facts = [], action, otherAction }: MailBody): string {
  return [
    heading,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(facts.length > 0 ? [...facts.map(([label, value]) => `${label} : ${value}`), ""] : []),
    ...[action, otherAction].flatMap((link) => (link ? [`${link.label} : ${link.url}`, ""] : [])),
    "—",
    ...signature,
  ].join("\n");
}

function htmlPart({ heading, paragraphs, facts = [], action, otherAction }: MailBody): string {
  const lines = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${lines(value)}</td></tr>`,
    )
    .join("");
  return [
    '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>',
    '<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">',
    `<h1 style="font-size:20px;color:#1a428a">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="line-height:1.5">${lines(paragraph)}</p>`),
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : "",
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1a428a;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`
      : "",
    otherAction
      ? `<p><a href="${escapeHtml(otherAction.url)}" style="color:#1a428a">${escapeHtml(otherAction.label)}</a></p>`
      : "",
    `<p style="margin-top:32px;font-size:13px;color:#475569">${signature.map(escapeHtml).join("<br>")}</p>`,
    "</div></body></html>",
  ].join("");
}

/** A mail's text and HTML parts, in French, signed with the company's name and address. */
export function composeMail(subject: string, body: MailBody): MailContent {
  return { subject, text: textPart(body), html: htmlPart(body) };
}
