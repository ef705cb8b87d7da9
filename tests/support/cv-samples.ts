/** Minimal files of each CV format, and impostors, built byte by byte as their formats define them. */

const encoder = new TextEncoder();

/** One ZIP local file entry, stored (not compressed); the CRC is left at zero, which sniffing never reads. */
function zipEntry(name: string, content: string): Uint8Array {
  const nameBytes = encoder.encode(name);
  const contentBytes = encoder.encode(content);
  const header = new Uint8Array(30);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 20, true);
  view.setUint32(18, contentBytes.length, true);
  view.setUint32(22, contentBytes.length, true);
  view.setUint16(26, nameBytes.length, true);
  return concat(header, nameBytes, contentBytes);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export const CV_SAMPLES = {
  pdf: encoder.encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  doc: concat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504)),
  docx: concat(
    zipEntry("[Content_Types].xml", '<?xml version="1.0"?><Types/>'),
    zipEntry("word/document.xml", "<w:document/>"),
  ),
  odt: concat(
    zipEntry("mimetype", "application/vnd.oasis.opendocument.text"),
    zipEntry("content.xml", "<office:document-content/>"),
  ),
} as const;

export const IMPOSTORS = {
  /** A Windows executable, whatever it is named. */
  exe: concat(encoder.encode("MZ"), new Uint8Array(64)),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  /** A ZIP that is neither a Word nor an OpenDocument text. */
  zip: zipEntry("photo.jpg", "jpeg"),
  /** An OpenDocument spreadsheet: the right container, not a text. */
  ods: zipEntry("mimetype", "application/vnd.oasis.opendocument.spreadsheet"),
  text: encoder.encode("Mon CV en texte brut"),
  empty: new Uint8Array(0),
} as const;

/** A valid PDF of exactly `size` bytes (padding after its end marker). */
export function pdfOfSize(size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(CV_SAMPLES.pdf);
  return out;
}
