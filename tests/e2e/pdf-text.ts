import { inflateSync } from "node:zlib";

// WinAnsiEncoding's bytes 0x80–0x9F (the rest is Latin-1).
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decode(bytes: Buffer): string {
  let text = "";
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

function literal(body: string): Buffer {
  const unescaped = body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, code: string) => {
    const named: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
    if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
    return named[code] ?? code;
  });
  return Buffer.from(unescaped, "latin1");
}

/**
 * The text of a PDF drawn with the standard fonts (WinAnsiEncoding), one line per text operator: enough to check
 * what a page says. Inflates each Flate stream and reads its Tj and TJ strings.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const strings = (operator[1] ?? operator[2] ?? "").match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(
        strings
          .map((piece) =>
            decode(piece.startsWith("<") ? Buffer.from(piece.slice(1, -1), "hex") : literal(piece.slice(1, -1))),
          )
          .join(""),
      );
    }
  }
  return lines.join("\n");
}
