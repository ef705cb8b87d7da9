import { describe, expect, it } from "vitest";
import { cspNonce } from "./csp-nonce";

describe("cspNonce", () => {
  it("gives 128-bit base64 nonces, each new, across several refills of its pool", () => {
    const nonces = Array.from({ length: 2_000 }, () => cspNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
