import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port, keeping what it receives; `failNext` refuses that many mails first, and
 * `delayMs` holds each mail that long before accepting it (a slow relay).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { failNext: 0, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.failNext > 0) {
        state.failNext -= 1;
        const error = Object.assign(new Error("Boîte pleine, réessayez plus tard"), { responseCode: 452 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        setTimeout(() => callback(), state.delayMs);
      });
    },
  });
  // A client killed mid-conversation (a fault test's kill -9) resets its connection: that is the test, not a failure.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function quotedPrintableBytes(text: string): number[] {
  const joined = text.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
  }
  return bytes;
}

/** The decoded text of a received mail (nodemailer sends quoted-printable UTF-8). */
export function decodedBody(raw: string): string {
  return Buffer.from(quotedPrintableBytes(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toString("utf8");
}

/** Decodes an RFC 2047 header as nodemailer writes it (adjacent encoded words may split a character). */
export function decodedHeader(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((item) => item.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? "";
  const value = line.slice(name.length + 1).trim();
  const bytes: number[] = [];
  const word = /=\?UTF-8\?([QB])\?([^?]*)\?=/gi;
  let last = 0;
  for (let match = word.exec(value); match; match = word.exec(value)) {
    const between = value.slice(last, match.index);
    if (!/^\s*$/.test(between) || last === 0) bytes.push(...Buffer.from(between, "utf8"));
    const [, kind = "Q", text = ""] = match;
    bytes.push(
      ...(kind.toUpperCase() === "B" ? Buffer.from(text, "base64") : quotedPrintableBytes(text.replace(/_/g, " "))),
    );
    last = match.index + match[0].length;
  }
  bytes.push(...Buffer.from(value.slice(last), "utf8"));
  return Buffer.from(bytes).toString("utf8");
}

/** The decoded text/calendar parts of a received mail, with their Content-Type (nodemailer's MIME layout). */
export function calendarParts(raw: string): Array<{ contentType: string; text: string }> {
  const parts: Array<{ contentType: string; text: string }> = [];
  const header = /\r\nContent-Type: (text\/calendar[^\r\n]*(?:\r\n[ \t][^\r\n]*)*)/gi;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const headEnd = raw.indexOf("\r\n\r\n", match.index);
    const head = raw.slice(match.index, headEnd);
    const bodyEnd = raw.indexOf("\r\n--", headEnd);
    const body = raw.slice(headEnd + 4, bodyEnd);
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1]?.toLowerCase();
    const text =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? Buffer.from(quotedPrintableBytes(body)).toString("utf8")
          : body;
    parts.push({ contentType: (match[1] ?? "").replace(/\r\n[ \t]+/g, " "), text });
  }
  return parts;
}
