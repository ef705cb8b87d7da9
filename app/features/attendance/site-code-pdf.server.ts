import QRCode from "qrcode";
import { A4_MARGIN, BOLD, PALETTE, type PdfDoc, REGULAR, renderPdf, WHOLE_LETTERS } from "../../lib/pdf.server";

/** What the sheet posted at a site prints: `url` is what the QR code opens, `code` the same code to type. */
export interface SiteCodeSheet {
  company: string;
  siteName: string;
  address: string;
  url: string;
  /** Already grouped for reading, like « K7P3-QX9M ». */
  code: string;
  /** A French date, like « 27/11/2026 ». */
  printedOn: string;
}

/** The QR code's side, quiet zone included: 11 cm. */
const QR_SIDE = (110 / 25.4) * 72;
/** The light border a reader needs around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * The sheet an employee scans to clock in and out at a site: one A4-portrait page in Noto Sans, embedded, with the QR
 * code drawn as vector squares, so that it prints sharp at any size.
 */
export function renderSiteCodePdf(sheet: SiteCodeSheet): Promise<Buffer> {
  const info = { Title: `${sheet.company} — Pointage — ${sheet.siteName}`, Author: sheet.company };
  return renderPdf({ size: "A4", margin: A4_MARGIN, info }, (doc) => drawSheet(doc, sheet));
}

function drawSheet(doc: PdfDoc, sheet: SiteCodeSheet) {
  const width = doc.page.width - 2 * A4_MARGIN;
  const centred = { ...WHOLE_LETTERS, width, align: "center" } as const;
  // A long name or address is cut after two lines rather than pushing the code off the page.
  const twoLines = () => ({ ...centred, height: doc.currentLineHeight(true) * 2 + 1, ellipsis: true });

  doc.fillColor(PALETTE.brand).font(BOLD).fontSize(11).text(oneLine(sheet.company), A4_MARGIN, A4_MARGIN, centred);
  doc.fillColor(PALETTE.ink).font(BOLD).fontSize(30).text("Pointage", centred);
  doc.moveDown(0.3);
  doc.fillColor(PALETTE.ink).font(BOLD).fontSize(22).text(oneLine(sheet.siteName), twoLines());
  doc.fillColor(PALETTE.muted).font(REGULAR).fontSize(12).text(oneLine(sheet.address), twoLines());

  const qrTop = doc.y + 24;
  drawQr(doc, sheet.url, (doc.page.width - QR_SIDE) / 2, qrTop);
  doc.y = qrTop + QR_SIDE + 20;

  doc
    .fillColor(PALETTE.ink)
    .font(BOLD)
    .fontSize(16)
    .text(
      "Scannez ce code avec votre téléphone\npour pointer votre arrivée et votre départ.",
      A4_MARGIN,
      doc.y,
      centred,
    );
  doc.moveDown(1.5);
  doc
    .fillColor(PALETTE.ink)
    .font(REGULAR)
    .fontSize(12)
    .text(`Sans appareil photo : ouvrez ${new URL(sheet.url).origin}/pointage et saisissez le code`, centred);
  doc.moveDown(0.2);
  doc
    .fillColor(PALETTE.ink)
    .font(BOLD)
    .fontSize(36)
    .text(oneLine(sheet.code), { ...centred, characterSpacing: 3 });

  const footer =
    "Aucune localisation, aucune photo : seuls votre nom, le site et l'heure sont enregistrés.\n" +
    `Code imprimé le ${oneLine(sheet.printedOn)} ; un nouveau code remplace celui-ci.`;
  doc.fillColor(PALETTE.muted).font(REGULAR).fontSize(9);
  // The footer ends on the bottom margin: any lower, and pdfkit would carry it to a page of its own.
  const footerY = Math.floor(doc.page.height - A4_MARGIN - doc.heightOfString(footer, centred));
  doc.text(footer, A4_MARGIN, footerY, centred);
}

/** The QR code of `url`, quiet zone included, as one filled path: each row's run of dark modules is one rectangle. */
function drawQr(doc: PdfDoc, url: string, left: number, top: number) {
  const { size, data } = QRCode.create(url, { errorCorrectionLevel: "M" }).modules;
  const module = QR_SIDE / (size + 2 * QUIET_ZONE);
  const origin = (index: number, start: number) => start + (QUIET_ZONE + index) * module;
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      doc.rect(origin(start, left), origin(row, top), (col - start) * module, module);
    }
  }
  doc.fillColor("#000000").fill();
}

/** A stored name or address on one line: a control character or line break would print as a stray glyph or gap. */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}
