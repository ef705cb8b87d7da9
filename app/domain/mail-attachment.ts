/** A file sent with a mail (an .ics invitation), its content as text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
