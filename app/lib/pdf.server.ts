import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";

/**
 * fontkit's default 'ccmp' draws « ị » as an i and a combining dot, and pdfkit gives each glyph one text: the i of
 * « Thị » would then copy as the plain i of « Wójcik ». Without it, an accented letter is one glyph of its own.
 */
export const WHOLE_LETTERS = { features: { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] };

export const REGULAR = "Regular";
export const BOLD = "Bold";

/** The documents' colours: body text, secondary text, the brand's blue, and the rules between rows. */
export const PALETTE = { ink: "#0f172a", muted: "#475569", brand: "#1d4ed8", rule: "#cbd5e1" } as const;

/** 15 mm, in points: the margin of the portrait A4 documents. */
export const A4_MARGIN = 42;

/**
 * Noto Sans, regular and bold, read once from its package (a dependency, so in node_modules wherever the server
 * runs; the server build leaves packages outside the bundle): the standard PDF fonts have no Ł, ễ or ơ, and print
 * « Nguyễn Thị Hương » as « Nguy?n Th? H??ng ». pdfkit embeds only the letters used.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export function notoSans() {
  if (!fonts) {
    const resolve = createRequire(import.meta.url).resolve;
    const file = (weight: string) =>
      readFileSync(resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`));
    fonts = { regular: file("400Regular"), bold: file("700Bold") };
  }
  return fonts;
}

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** A PDF drawn by `draw` on a document with Noto Sans registered as {@link REGULAR} and {@link BOLD}. */
export async function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  // Loaded at the first PDF: pdfkit and its font engine are many modules the site's start need not wait for.
  const { default: PdfDocument } = await import("pdfkit");
  const doc = new PdfDocument(options);
  const { regular, bold } = notoSans();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A PDF as a download that no cache keeps. */
export function pdfDownload(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "no-store",
    },
  });
}
