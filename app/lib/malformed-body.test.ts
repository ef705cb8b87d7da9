import { describe, expect, it } from "vitest";
import { failedForMalformedBody, isMalformedBody, noteMalformedBody } from "./malformed-body.server";

function multipart(body: string) {
  return new Request("http://site.test/auth", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=abc" },
    body,
  });
}

describe("malformed bodies", () => {
  it("recognises the error of a multipart body cut off before its closing boundary", async () => {
    const request = multipart('--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\nlea@exemple.fr');
    const error = await request.formData().catch((caught: unknown) => caught);
    expect(isMalformedBody(error)).toBe(true);
    noteMalformedBody(error, request);
    expect(failedForMalformedBody(request)).toBe(true);
  });

  it("leaves other errors alone", () => {
    const request = multipart("");
    noteMalformedBody(new Error("autre chose"), request);
    noteMalformedBody(new TypeError("x is undefined"), request);
    expect(failedForMalformedBody(request)).toBe(false);
  });
});
