import PDFDocument from "pdfkit";
import { type PrintedDay, type PrintedPage, type PrintedWeek, toWinAnsi } from "./print-week";

// A4 landscape, in points, with 10 mm margins.
const MARGIN = 28;
const COLUMNS = 7;
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const BRAND = "#1d4ed8";
/** The font sizes a day's column may use, largest first: a busy week is set smaller to stay on its page. */
const SIZES = [9, 8, 7, 6] as const;
const SMALLEST = 6;

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The printed week as a PDF: one A4-landscape page per site or employee, in the standard Helvetica (no font file to
 * embed; its WinAnsi encoding has every French letter). Never an access code: the page goes on a noticeboard.
 */
export function renderWeekPdf(week: PrintedWeek, company: string, printedOn: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: toWinAnsi(`${company} — Planning — ${week.period}`), Author: toWinAnsi(company) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const page of week.pages) drawPage(doc, page, week.period, company, printedOn);
  doc.end();
  return done;
}

function drawPage(doc: Doc, page: PrintedPage, period: string, company: string, printedOn: string) {
  doc.addPage();
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(10).text(toWinAnsi(company), left, MARGIN, { width });
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(18).text(toWinAnsi(page.heading), { width });
  if (page.address) doc.fillColor(MUTED).font("Helvetica").fontSize(10).text(toWinAnsi(page.address), { width });
  doc.fillColor(INK).font("Helvetica").fontSize(12).text(toWinAnsi(period), { width });
  const tableTop = doc.y;

  const footerY = doc.page.height - MARGIN - 10;
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8)
    .text(toWinAnsi(`Imprimé le ${printedOn} — horaires à l'heure de Paris`), left, footerY, {
      width,
      lineBreak: false,
    });
  if (page.days.length > 0) drawTable(doc, page.days, tableTop, footerY - 6);
}

function drawTable(doc: Doc, days: readonly PrintedDay[], top: number, bottom: number) {
  const tableTop = top + 10;
  const width = doc.page.width - 2 * MARGIN;
  const column = width / COLUMNS;
  const headHeight = 20;
  const bodyTop = tableTop + headHeight;
  const bodyHeight = bottom - bodyTop;
  const size = SIZES.find((candidate) => days.every((day) => dayHeight(doc, day, column, candidate) <= bodyHeight));

  doc.lineWidth(0.75).strokeColor(RULE);
  doc.rect(MARGIN, tableTop, width, bottom - tableTop).stroke();
  doc
    .moveTo(MARGIN, bodyTop)
    .lineTo(MARGIN + width, bodyTop)
    .stroke();
  days.forEach((day, index) => {
    const x = MARGIN + index * column;
    if (index > 0) doc.moveTo(x, tableTop).lineTo(x, bottom).stroke();
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(9)
      .text(toWinAnsi(day.label), x + 4, tableTop + 6, { width: column - 8, lineBreak: false, ellipsis: true });
    drawDay(doc, day, x, bodyTop, column, bottom, size ?? SMALLEST);
  });
}

/** The height a day's shifts take in a column at a font size. */
function dayHeight(doc: Doc, day: PrintedDay, column: number, size: number): number {
  const width = column - 8;
  let height = 4;
  for (const shift of day.shifts) {
    doc.font("Helvetica-Bold").fontSize(size);
    height += doc.heightOfString(toWinAnsi(shift.time), { width });
    doc.font("Helvetica").fontSize(size);
    height += doc.heightOfString(toWinAnsi(shift.title), { width });
    height += doc.heightOfString(toWinAnsi(shift.detail), { width }) + size * 0.6;
  }
  return height;
}

function drawDay(doc: Doc, day: PrintedDay, x: number, top: number, column: number, bottom: number, size: number) {
  const width = column - 8;
  let y = top + 4;
  const line = (text: string, font: string, color: string) => {
    const height = bottom - 2 - y;
    if (height < size) return;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(toWinAnsi(text), x + 4, y, { width, height, ellipsis: true });
    y = doc.y;
  };
  for (const shift of day.shifts) {
    line(shift.time, "Helvetica-Bold", INK);
    line(shift.title, "Helvetica", INK);
    line(shift.detail, "Helvetica", MUTED);
    y += size * 0.6;
  }
}
