import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferScripts } from "./deferred-hydration";
import { deferredScripts } from "./deferred-hydration.server";

const DOCUMENT = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/><style>main>p{color:red}</style></head>',
  '<body><p>Écrivez-nous : « propreté »</p><script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

const EXPECTED = [
  "<html><head><style>main>p{color:red}</style></head>",
  '<body><p>Écrivez-nous : « propreté »</p><script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="text/x-deferred-module">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferScripts", () => {
  it("drops the module preloads and holds the module script back, leaving the rest as it was", () => {
    expect(deferScripts(DOCUMENT)).toBe(EXPECTED);
  });

  it("leaves a document without the framework's scripts unchanged", () => {
    const page = '<html><head><style>p{}</style></head><body><script nonce="n">(() => {})();</script></body></html>';
    expect(deferScripts(page)).toBe(page);
  });
});

describe("deferredScripts", () => {
  const bytes = Buffer.from(DOCUMENT);

  it.each([1, 7, 64])(
    "gives the same document when the stream cuts it every %i bytes, even inside a tag or a letter",
    async (size) => {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
        bytes.subarray(index * size, (index + 1) * size),
      );
      expect(await text(Readable.from(chunks).pipe(deferredScripts()))).toBe(EXPECTED);
    },
  );
});
