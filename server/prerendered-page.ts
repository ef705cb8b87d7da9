import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/**
 * A prerendered page ready to answer with. `fixed`: every script is a fixed inline one, listed by its hash in the
 * policy, so the bytes are the same for everyone and are compressed once, at the first request that asks for that
 * encoding, off the event loop (Brotli's best takes about 0.2 s a page: at start it would hold the site back).
 * `nonce`: the page loads modules, whose loader needs the request's nonce; its bytes are cut around the placeholder.
 */
export type PrerenderedPage =
  | { kind: "fixed"; hashes: string; etag: string; body: (encoding: Encoding) => Promise<Buffer> }
  | { kind: "nonce"; parts: Buffer[] };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export function preparePage(html: string, placeholder: string): PrerenderedPage {
  const attribute = ` nonce="${placeholder}"`;
  const scripts = [...html.matchAll(SCRIPT)].filter(
    ([, attributes]) => !attributes?.includes('type="application/ld+json"'),
  );
  const page = html.replaceAll(attribute, "");
  if (page.includes(placeholder) || scripts.some(([, attributes]) => attributes !== attribute))
    return { kind: "nonce", parts: html.split(placeholder).map((part) => Buffer.from(part)) };
  const identity = Buffer.from(page);
  const compressed = new Map<Encoding, Promise<Buffer>>([["identity", Promise.resolve(identity)]]);
  return {
    kind: "fixed",
    hashes: scripts.map(([, , content]) => `'sha256-${sha256(content ?? "").toString("base64")}'`).join(" "),
    etag: `"${sha256(identity).toString("base64url")}"`,
    body(encoding) {
      let body = compressed.get(encoding);
      if (!body && encoding !== "identity") {
        body = compress(identity, encoding);
        compressed.set(encoding, body);
      }
      return body ?? Promise.resolve(identity);
    },
  };
}

function compress(bytes: Buffer, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  if (encoding === "gzip") return gzipped(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest();
