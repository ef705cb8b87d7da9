import { BOLD, PALETTE, type PdfDoc, REGULAR, renderPdf, WHOLE_LETTERS } from "../../../lib/pdf.server";
import { type PrintedDay, type PrintedPage, type PrintedWeek, printedLine } from "./print-week";

// A4 landscape, in points, with 10 mm margins.
const MARGIN = 28;
const COLUMNS = 7;
/** The font sizes a day's column may use, largest first: a busy week is set smaller to stay on its page. */
const SIZES = [9, 8, 7, 6] as const;
const SMALLEST = 6;

/**
 * The printed week as a PDF: one A4-landscape page per site or employee, in Noto Sans, embedded, so that every name
 * prints as it is written. Never an access code: the page goes on a noticeboard.
 */
export function renderWeekPdf(week: PrintedWeek, company: string, printedOn: string): Promise<Buffer> {
  const info = { Title: `${company} — Planning — ${week.period}`, Author: company };
  return renderPdf({ size: "A4", layout: "landscape", margin: MARGIN, autoFirstPage: false, info }, (doc) => {
    for (const page of week.pages) drawPage(doc, page, week.period, company, printedOn);
  });
}

function drawPage(doc: PdfDoc, page: PrintedPage, period: string, company: string, printedOn: string) {
  doc.addPage();
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  doc
    .fillColor(PALETTE.brand)
    .font(BOLD)
    .fontSize(10)
    .text(printedLine(company), left, MARGIN, { width, ...WHOLE_LETTERS });
  doc
    .fillColor(PALETTE.ink)
    .font(BOLD)
    .fontSize(18)
    .text(printedLine(page.heading), { width, ...WHOLE_LETTERS });
  if (page.address)
    doc
      .fillColor(PALETTE.muted)
      .font(REGULAR)
      .fontSize(10)
      .text(printedLine(page.address), { width, ...WHOLE_LETTERS });
  doc
    .fillColor(PALETTE.ink)
    .font(REGULAR)
    .fontSize(12)
    .text(printedLine(period), { width, ...WHOLE_LETTERS });
  const tableTop = doc.y;

  // The footer's line ends on the bottom margin: any lower, and pdfkit would carry it to a page of its own.
  const footerY = Math.floor(doc.page.height - MARGIN - doc.font(REGULAR).fontSize(8).currentLineHeight(true));
  doc
    .fillColor(PALETTE.muted)
    .font(REGULAR)
    .fontSize(8)
    .text(printedLine(`Imprimé le ${printedOn} — horaires à l'heure de Paris`), left, footerY, {
      ...WHOLE_LETTERS,
      width,
      lineBreak: false,
    });
  if (page.days.length > 0) drawTable(doc, page.days, tableTop, footerY - 6);
}

function drawTable(doc: PdfDoc, days: readonly PrintedDay[], top: number, bottom: number) {
  const tableTop = top + 10;
  const width = doc.page.width - 2 * MARGIN;
  const column = width / COLUMNS;
  const headHeight = 20;
  const bodyTop = tableTop + headHeight;
  const bodyHeight = bottom - bodyTop;
  const size = SIZES.find((candidate) => days.every((day) => dayHeight(doc, day, column, candidate) <= bodyHeight));

  doc.lineWidth(0.75).strokeColor(PALETTE.rule);
  doc.rect(MARGIN, tableTop, width, bottom - tableTop).stroke();
  doc
    .moveTo(MARGIN, bodyTop)
    .lineTo(MARGIN + width, bodyTop)
    .stroke();
  days.forEach((day, index) => {
    const x = MARGIN + index * column;
    if (index > 0) doc.moveTo(x, tableTop).lineTo(x, bottom).stroke();
    doc
      .fillColor(PALETTE.ink)
      .font(BOLD)
      .fontSize(9)
      .text(printedLine(day.label), x + 4, tableTop + 6, {
        ...WHOLE_LETTERS,
        width: column - 8,
        lineBreak: false,
        ellipsis: true,
      });
    drawDay(doc, day, x, bodyTop, column, bottom, size ?? SMALLEST);
  });
}

/** The height a day's shifts take in a column at a font size. */
function dayHeight(doc: PdfDoc, day: PrintedDay, column: number, size: number): number {
  const width = column - 8;
  let height = 4;
  for (const shift of day.shifts) {
    doc.font(BOLD).fontSize(size);
    height += doc.heightOfString(printedLine(shift.time), { width, ...WHOLE_LETTERS });
    doc.font(REGULAR).fontSize(size);
    height += doc.heightOfString(printedLine(shift.title), { width, ...WHOLE_LETTERS });
    height += doc.heightOfString(printedLine(shift.detail), { width, ...WHOLE_LETTERS }) + size * 0.6;
    if (shift.holiday) {
      doc.font(BOLD).fontSize(size);
      height += doc.heightOfString(printedLine(shift.holiday), { width, ...WHOLE_LETTERS });
    }
  }
  return height;
}

function drawDay(doc: PdfDoc, day: PrintedDay, x: number, top: number, column: number, bottom: number, size: number) {
  const width = column - 8;
  let y = top + 4;
  const line = (text: string, font: string, color: string) => {
    const height = bottom - 2 - y;
    if (height < size) return;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(printedLine(text), x + 4, y, { ...WHOLE_LETTERS, width, height, ellipsis: true });
    y = doc.y;
  };
  for (const shift of day.shifts) {
    line(shift.time, BOLD, PALETTE.ink);
    line(shift.title, REGULAR, PALETTE.ink);
    line(shift.detail, REGULAR, PALETTE.muted);
    if (shift.holiday) line(shift.holiday, BOLD, PALETTE.ink);
    y += size * 0.6;
  }
}
