import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsQR from "jsqr";

/**
 * The text of the QR code on a PDF's first page, as a phone would read it from the printed sheet: the page rendered
 * by Debian's pdftoppm (poppler-utils) at 150 dpi, in grey, then decoded by jsQR. Empty when no code is found.
 */
export function qrTextsIn(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), "pdf-qr-"));
  try {
    writeFileSync(join(dir, "page.pdf"), pdf);
    execFileSync("pdftoppm", ["-r", "150", "-f", "1", "-l", "1", "-gray", join(dir, "page.pdf"), join(dir, "page")]);
    const image = readdirSync(dir).find((name) => name.endsWith(".pgm"));
    if (!image) throw new Error("pdftoppm rendered no page");
    const { width, height, rgba } = pgmToRgba(readFileSync(join(dir, image)));
    const found = jsQR(rgba, width, height);
    return found ? [found.data] : [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A binary PGM (P5: header of magic, width, height and maxval, one whitespace, then a byte a pixel) as RGBA. */
function pgmToRgba(file: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(file[at] ?? 0x20)) && at < file.length) at++;
    if (file[at] === 0x23) {
      while (at < file.length && file[at] !== 0x0a) at++;
      continue;
    }
    const start = at;
    while (at < file.length && !/\s/.test(String.fromCharCode(file[at] ?? 0x20))) at++;
    fields.push(file.subarray(start, at).toString("latin1"));
  }
  const [magic, width, height, maxval] = [fields[0], Number(fields[1]), Number(fields[2]), Number(fields[3])];
  if (magic !== "P5" || maxval > 255) throw new Error(`not an 8-bit PGM: ${fields.join(" ")}`);
  const pixels = file.subarray(at + 1, at + 1 + width * height);
  if (pixels.length !== width * height) throw new Error("truncated PGM");
  const rgba = new Uint8ClampedArray(width * height * 4);
  pixels.forEach((grey, index) => {
    rgba.set([grey, grey, grey, 255], index * 4);
  });
  return { width, height, rgba };
}
