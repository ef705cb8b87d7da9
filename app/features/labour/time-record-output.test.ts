import { describe, expect, it } from "vitest";
import { pdfWords } from "../../../tests/support/pdf-text";
import { toCsv } from "../../lib/csv";
import { monthDays, PARIS } from "../../lib/time";
import { timeRecord } from "./time-record";
import { TIME_RECORD_CSV_HEADER, timeRecordCsvRows } from "./time-record-csv";
import { renderTimeRecordPdf } from "./time-record-pdf.server";

const november = monthDays("2026-11");
if (!november) throw new Error("mois invalide");
const shift = (start: string, end: string, worked: boolean, breakMinutes = 0) => ({
  id: start,
  start: new Date(start),
  end: new Date(end),
  breakMinutes,
  worked,
});
// Monday 2 November: 06:00–09:00 punched (15-minute break), 17:00–19:00 planned; Monday 30 November 22:00 to 04:00;
// Tuesday 1 December 06:00–08:00, in the same week.
const record = timeRecord(
  "2026-11",
  [
    shift("2026-11-02T05:00:00Z", "2026-11-02T08:00:00Z", true, 15),
    shift("2026-11-02T16:00:00Z", "2026-11-02T18:00:00Z", false),
    shift("2026-11-30T21:00:00Z", "2026-12-01T03:00:00Z", true),
    shift("2026-12-01T05:00:00Z", "2026-12-01T07:00:00Z", true),
  ],
  november,
  PARIS,
);

describe("the month's record of working time", () => {
  it("as CSV: one row per period, with its source and its week's total", () => {
    expect(toCsv(TIME_RECORD_CSV_HEADER, timeRecordCsvRows(record)).slice(1).split("\r\n")).toEqual([
      "Date;Jour;Début;Fin;Pause (min);Heures;Source;Semaine du;Heures de la semaine",
      "2026-11-02;lundi 2 novembre;06:00;09:00;15;2,75;Pointé;2026-11-02;4,75",
      "2026-11-02;lundi 2 novembre;17:00;19:00;0;2,00;Prévu (déclaratif);2026-11-02;4,75",
      "2026-11-30;lundi 30 novembre;22:00;04:00 (lendemain);0;6,00;Pointé;2026-11-30;8,00",
      "2026-12-01;mardi 1er décembre;06:00;08:00;0;2,00;Pointé;2026-11-30;8,00",
      "",
    ]);
  });

  it("as PDF: each day's times and total, each week's total and the month's, read back by pdftotext", async () => {
    const pdf = await renderTimeRecordPdf({
      company: "Clarté Propreté",
      employee: "Thị Hương Nguyễn",
      record,
      printedOn: "27/11/2026",
    });
    const text = pdfWords(pdf);
    expect(text).toContain("Relevé des horaires Thị Hương Nguyễn — novembre 2026");
    expect(text).toContain("Semaine du 26/10/2026 : aucune heure");
    expect(text).toContain(
      "Semaine du 02/11/2026 : 4 h 45 lundi 2 novembre 06:00–09:00, pause 15 min (pointé) 17:00–19:00 (prévu) 4 h 45",
    );
    expect(text).toContain("lundi 30 novembre 22:00–04:00 (lendemain) (pointé) 6 h");
    expect(text).toContain("mardi 1er décembre (mois voisin) 06:00–08:00 (pointé) 2 h");
    expect(text).toContain("Total du mois : 10 h 45");
    expect(text).toContain("Code du travail, art. D3171-8. Édité le 27/11/2026.");
  });
});
