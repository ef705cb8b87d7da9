import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "./quote";

describe("the quote page's earliest start date", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("is today in APP_TIME_ZONE, not in Paris nor in the machine's zone", () => {
    vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "quote-zone-")));
    vi.stubEnv("BETTER_AUTH_SECRET", "x".repeat(32));
    vi.stubEnv("APP_TIME_ZONE", "Pacific/Noumea");
    // 14:00 UTC on 30 June: 16:00 in Paris, 10:00 in New York, already 1 July at 01:00 in Nouméa.
    vi.useFakeTimers({ now: new Date("2026-06-30T14:00:00Z"), toFake: ["Date"] });
    expect(loader()).toEqual({ today: "2026-07-01" });
  });
});
