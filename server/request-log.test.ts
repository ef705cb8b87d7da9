import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-log";

describe("requestIdFrom", () => {
  it("keeps a proxy's id that looks like one", () => {
    expect(requestIdFrom("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(requestIdFrom("a3f9c2d1e4b5a6c7d8e9f0a1b2c3d4e5")).toBe("a3f9c2d1e4b5a6c7d8e9f0a1b2c3d4e5");
  });

  it("makes a new one for none, or for one that could forge a log line", () => {
    for (const header of [undefined, "", "short", "x".repeat(65), 'a" "admin":true', "abc\ndef-ghij"])
      expect(requestIdFrom(header)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
