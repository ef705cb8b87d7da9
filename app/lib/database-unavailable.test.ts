import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, rethrowUnavailable } from "./database-unavailable.server";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a lost or unreachable server", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: withCode("ECONNRESET") }))).toBe(true);
  });

  it("leaves query errors alone", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("23514", "violates check constraint"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("rethrowUnavailable", () => {
  it("turns a lost database into a 503 answer and passes other errors through", () => {
    let thrown: unknown;
    try {
      rethrowUnavailable(withCode("ECONNREFUSED"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { code: "DATABASE_UNAVAILABLE" } });
    const other = withCode("23505");
    expect(() => rethrowUnavailable(other)).toThrow(other);
  });
});
