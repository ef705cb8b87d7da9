import { formatDuration } from "../../lib/durations";
import { A4_MARGIN, BOLD, PALETTE, type PdfDoc, REGULAR, renderPdf, WHOLE_LETTERS } from "../../lib/pdf.server";
import { frenchDay } from "../../lib/time";
import { monthLabel } from "./report-month";
import type { RecordDay, TimeRecord } from "./time-record";
import { periodEnd } from "./time-record-csv";

export interface TimeRecordSheet {
  company: string;
  employee: string;
  record: TimeRecord;
  /** '27/11/2026' */
  printedOn: string;
}

const DAY_WIDTH = 130;
const TOTAL_WIDTH = 60;
const GAP = 10;

/**
 * The month's record of working time as a PDF (Code du travail, art. D3171-8): each day's periods with their start and
 * end, each week's total, in Noto Sans, embedded, flowing over as many A4 pages as the month needs.
 */
export function renderTimeRecordPdf(sheet: TimeRecordSheet): Promise<Buffer> {
  const period = monthLabel(sheet.record.month);
  const info = {
    Title: `${sheet.company} — Relevé des horaires — ${sheet.employee} — ${period}`,
    Author: sheet.company,
  };
  return renderPdf({ size: "A4", margin: A4_MARGIN, info }, (doc) => drawRecord(doc, sheet, period));
}

function drawRecord(doc: PdfDoc, sheet: TimeRecordSheet, period: string) {
  const width = doc.page.width - 2 * A4_MARGIN;
  const text = { ...WHOLE_LETTERS, width };
  doc.fillColor(PALETTE.brand).font(BOLD).fontSize(10).text(sheet.company, A4_MARGIN, A4_MARGIN, text);
  doc.fillColor(PALETTE.ink).font(BOLD).fontSize(18).text("Relevé des horaires", text);
  doc.font(REGULAR).fontSize(12).text(`${sheet.employee} — ${period}`, text);
  doc.moveDown(0.8);
  for (const week of sheet.record.weeks) {
    room(doc, 40);
    const heading = `Semaine du ${frenchDay(week.monday)} : ${week.days.length === 0 ? "aucune heure" : formatDuration(week.minutes)}`;
    doc.fillColor(PALETTE.ink).font(BOLD).fontSize(11).text(heading, A4_MARGIN, doc.y, text);
    doc.moveDown(0.2);
    for (const day of week.days) drawDay(doc, day, width);
    doc.moveDown(0.6);
  }
  room(doc, 60);
  doc
    .fillColor(PALETTE.ink)
    .font(BOLD)
    .fontSize(11)
    .text(`Total du mois : ${formatDuration(sheet.record.minutes)}`, A4_MARGIN, doc.y, text);
  doc.moveDown(0.5);
  doc
    .fillColor(PALETTE.muted)
    .font(REGULAR)
    .fontSize(8)
    .text(
      "Horaires à l'heure de Paris. « Pointé » : heures d'arrivée et de départ validées par un responsable ; « prévu » : " +
        "heures planifiées, faute de pointage validé (déclaratif). Chaque semaine compte aussi ses jours du mois voisin. " +
        `Code du travail, art. D3171-8. Édité le ${sheet.printedOn}.`,
      text,
    );
}

/** One day: its name, its periods, its total; moved to a new page when it would not fit. */
function drawDay(doc: PdfDoc, day: RecordDay, width: number) {
  const middle = width - DAY_WIDTH - TOTAL_WIDTH - 2 * GAP;
  const periods = day.periods
    .map(
      (period) =>
        `${period.start}–${periodEnd(period)}${period.breakMinutes > 0 ? `, pause ${period.breakMinutes} min` : ""} (${period.worked ? "pointé" : "prévu"})`,
    )
    .join("\n");
  doc.font(REGULAR).fontSize(10);
  const height = doc.heightOfString(periods, { ...WHOLE_LETTERS, width: middle }) + 6;
  room(doc, height);
  const top = doc.y;
  doc
    .moveTo(A4_MARGIN, top)
    .lineTo(A4_MARGIN + width, top)
    .strokeColor(PALETTE.rule)
    .lineWidth(0.5)
    .stroke();
  const label = day.inMonth ? day.label : `${day.label} (mois voisin)`;
  doc.fillColor(PALETTE.ink).text(label, A4_MARGIN, top + 3, { ...WHOLE_LETTERS, width: DAY_WIDTH });
  doc.text(periods, A4_MARGIN + DAY_WIDTH + GAP, top + 3, { ...WHOLE_LETTERS, width: middle });
  doc.font(BOLD).text(formatDuration(day.minutes), A4_MARGIN + width - TOTAL_WIDTH, top + 3, {
    ...WHOLE_LETTERS,
    width: TOTAL_WIDTH,
    align: "right",
  });
  doc.y = top + height;
}

/** A new page when less than `height` is left above the bottom margin. */
function room(doc: PdfDoc, height: number) {
  if (doc.y + height > doc.page.height - A4_MARGIN) doc.addPage();
}
