import { describe, expect, it } from "vitest";
import {
  DatabaseUnavailableError,
  failedForOutage,
  isDatabaseUnavailable,
  noteOutage,
} from "./database-unavailable.server";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a lost or unreachable server", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: withCode("ECONNRESET") }))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
  });

  it("leaves query errors alone", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("23514", "violates check constraint"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("noteOutage", () => {
  it("marks only the request that failed on a lost database", () => {
    const lost = new Request("http://localhost/employees");
    const other = new Request("http://localhost/employees");
    const broken = new Request("http://localhost/employees");
    noteOutage(withCode("ECONNREFUSED"), lost);
    noteOutage(withCode("23505"), broken);
    expect(failedForOutage(lost)).toBe(true);
    expect(failedForOutage(other)).toBe(false);
    expect(failedForOutage(broken)).toBe(false);
  });
});
