import { execFileSync } from "node:child_process";

/**
 * The text of a PDF as Debian's pdftotext (poppler-utils) reads it, in the order it is drawn (`-raw`): what a reader
 * copying from the page gets, fonts and encodings included.
 */
export function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" });
}

/** A PDF's text (see pdfText) with each run of white space as one space: a sentence the layout wrapped reads whole. */
export function pdfWords(pdf: Buffer): string {
  return pdfText(pdf).replace(/\s+/g, " ");
}
