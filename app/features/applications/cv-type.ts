import type { CvType } from "../../domain/cv-formats";

const PDF = ascii("%PDF-");
/** The OLE2 compound file header of Word 97-2003 documents. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
/** An OpenDocument text starts with its `mimetype` entry, stored uncompressed: name at byte 30, content right after. */
const ODT_MIMETYPE = ascii("mimetypeapplication/vnd.oasis.opendocument.text");
const DOCX_CONTENT_TYPES = ascii("[Content_Types].xml");
const DOCX_WORD_FOLDER = ascii("word/");

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  for (let i = bytes.indexOf(first ?? 0); i !== -1; i = bytes.indexOf(first ?? 0, i + 1))
    if (startsWith(bytes, needle, i)) return true;
  return false;
}

/** The CV format these bytes are, or null for anything else (an executable renamed .pdf, an image, an empty file…). */
export function sniffCvType(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, OLE2)) return "doc";
  if (!startsWith(bytes, ZIP_ENTRY)) return null;
  if (startsWith(bytes, ODT_MIMETYPE, 30)) return "odt";
  // Entry names are stored as they are, compressed or not: a Word document names both in its directory.
  if (contains(bytes, DOCX_CONTENT_TYPES) && contains(bytes, DOCX_WORD_FOLDER)) return "docx";
  return null;
}
