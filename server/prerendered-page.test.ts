import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptedEncoding } from "./prerendered";
import { preparePage } from "./prerendered-page";

const N = "prerender-nonce-placeholder";
const ldJson = '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>';

describe("preparePage", () => {
  it("lists a page's fixed inline scripts by hash and drops their nonce, the same bytes in every encoding", async () => {
    const html = `<html><head><link nonce="${N}" rel="icon" href="/favicon.svg"/>${ldJson}<script nonce="${N}">alert(1)</script></head><body><script nonce="${N}">x()</script></body></html>`;
    const page = preparePage(html, N);
    if (page.kind !== "fixed") throw new Error("page attendue fixe");
    // `alert(1)` and `x()` hashed by `openssl dgst -sha256 -binary | base64`.
    expect(page.hashes).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=' 'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI='",
    );
    const identity = await page.body("identity");
    const text = identity.toString();
    expect(text).not.toContain("nonce");
    expect(text).toContain(ldJson);
    expect(gunzipSync(await page.body("gzip")).equals(identity)).toBe(true);
    expect(brotliDecompressSync(await page.body("br")).equals(identity)).toBe(true);
    expect(await page.body("br")).toBe(await page.body("br"));
    expect(page.etag).toMatch(/^"[\w-]{43}"$/);
  });

  it("keeps the nonce of a page that loads modules, cut around the placeholder", () => {
    const html = `<head><script nonce="${N}">x()</script></head><script nonce="${N}" type="module">import("/assets/a.js")</script>`;
    const page = preparePage(html, N);
    if (page.kind !== "nonce") throw new Error("page attendue à nonce");
    expect(page.parts.map(String)).toEqual([
      '<head><script nonce="',
      '">x()</script></head><script nonce="',
      '" type="module">import("/assets/a.js")</script>',
    ]);
  });

  it("keeps the nonce of a page with a script file or a script without the placeholder", () => {
    expect(preparePage(`<script nonce="${N}" src="/assets/a.js"></script>`, N).kind).toBe("nonce");
    expect(preparePage(`<script nonce="${N}">x()</script><script>y()</script>`, N).kind).toBe("nonce");
  });
});

describe("acceptedEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["BR", "br"],
    ["deflate", "identity"],
    [undefined, "identity"],
  ] as const)("%s → %s", (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
