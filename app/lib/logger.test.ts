import { describe, expect, it } from "vitest";
import { captureLogs } from "../../tests/support/log-capture";
import { errorText } from "./logger.server";
import { runInRequest } from "./request-context.server";

describe("the logger", () => {
  it("hides secrets a caller hands it by mistake, at the top and one level down", () => {
    const logs = captureLogs();
    logs.logger.info(
      { password: "mot-de-passe-1", headers: { cookie: "session=abc123", authorization: "Bearer jeton-2" } },
      "essai",
    );
    logs.restore();
    expect(logs.text()).not.toMatch(/mot-de-passe-1|abc123|jeton-2/);
    expect(logs.lines()[0]).toMatchObject({ password: "[secret]", headers: { cookie: "[secret]" } });
  });

  it("marks each line written during a request with its id", () => {
    const logs = captureLogs();
    runInRequest({ requestId: "req-12345678" }, () => logs.logger.warn("pendant"));
    logs.logger.warn("après");
    logs.restore();
    expect(logs.lines().map((line) => line.requestId)).toEqual(["req-12345678", undefined]);
  });

  it("keeps a failed query's statement and drops its values", () => {
    const error = new Error(
      'Failed query: select * from "verification" where "identifier" = $1\nparams: reset-password:Zx9',
    );
    expect(errorText(error)).toBe(
      'Failed query: select * from "verification" where "identifier" = $1\nparams: [secret]',
    );
    const logs = captureLogs();
    logs.logger.error({ err: error }, "échec");
    logs.restore();
    expect(logs.text()).not.toContain("Zx9");
  });
});
