import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  // Cells a spreadsheet would run as formulas are prefixed; separators, quotes and line breaks are quoted.
  it.each<[string | number | null, string]>([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+33 6 12 34 56 78", "'+33 6 12 34 56 78"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["Bonjour = merci", "Bonjour = merci"],
    ["a;b", '"a;b"'],
    ['il a dit "oui"', '"il a dit ""oui"""'],
    ["ligne 1\nligne 2", '"ligne 1\nligne 2"'],
    [null, ""],
    [42, "42"],
  ])("writes the cell %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("builds a document with a byte-order mark and CRLF lines", () => {
    expect(toCsv(["Nom", "Message"], [["Léa", "=1+1"]])).toBe("\uFEFFNom;Message\r\nLéa;'=1+1\r\n");
  });
});
