/** A file sent with a mail: an .ics invitation as text, or a PDF as base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}
