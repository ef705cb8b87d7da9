/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised if it could be read as a formula, quoted when it holds a separator, quote or line. */
export function csvCell(value: string | number | null | undefined, separator = ";"): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV document for French spreadsheets: semicolon-separated, CRLF lines, with a byte-order mark so that Excel reads
 * UTF-8 accents correctly.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell)).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
