import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/**
 * A prerendered page ready to answer with. `fixed`: every script is a fixed inline one, listed by its hash in the
 * policy, so the bytes are the same for everyone and are compressed once. `nonce`: the page loads modules, whose
 * loader needs the request's nonce; its bytes are cut around the placeholder.
 */
export type PrerenderedPage =
  | { kind: "fixed"; hashes: string; etag: string; bodies: Record<Encoding, Buffer> }
  | { kind: "nonce"; parts: Buffer[] };

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
  return {
    kind: "fixed",
    hashes: scripts.map(([, , content]) => `'sha256-${sha256(content ?? "").toString("base64")}'`).join(" "),
    etag: `"${sha256(identity).toString("base64url")}"`,
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    },
  };
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest();
