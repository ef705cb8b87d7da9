import { createHash } from "node:crypto";
import { E2E_ADMIN } from "./accounts";
import { expect, test } from "./fixtures";

const pages = ["/", "/services", "/contact", "/auth", "/cette-page-n-existe-pas"];

test.describe("security headers", () => {
  for (const path of pages) {
    test(`${path} is served with a strict CSP and the protective headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src 'self' ('nonce-[A-Za-z0-9+/=]{20,}'|'sha256-[A-Za-z0-9+/=]{44}')/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"]).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const html = await response.text();
      for (const [tag, content] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
        if (tag.includes('type="application/ld+json"')) continue;
        // A page with modules carries the request's nonce on each script; a page of fixed inline scripts (prerendered
        // marketing pages) lists each one's hash instead.
        if (nonce) expect(tag, `script sans nonce sur ${path}`).toContain(`nonce="${nonce}"`);
        else
          expect(csp, `script non autorisé sur ${path}`).toContain(
            `'sha256-${createHash("sha256")
              .update(content ?? "")
              .digest("base64")}'`,
          );
      }
      expect(html).not.toMatch(/\son[a-z]+="/);
    });
  }

  test("assets carry nosniff and a long immutable cache", async ({ request }) => {
    // The marketing pages load no script (ADR 028): /contact still does.
    const html = await (await request.get("/contact")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("a prerendered marketing page is one file for every visitor: compressed once, revalidated by its ETag", async ({
    request,
  }) => {
    const first = await request.get("/services", { headers: { "Accept-Encoding": "br" } });
    const second = await request.get("/services", { headers: { "Accept-Encoding": "gzip" } });
    expect(first.headers()["content-encoding"]).toBe("br");
    expect(second.headers()["content-encoding"]).toBe("gzip");
    expect(first.headers().vary).toMatch(/accept-encoding/i);
    expect(await first.text()).toBe(await second.text());
    const etag = first.headers().etag as string;
    expect(etag).toBe(second.headers().etag);
    const again = await request.get("/services", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("a prerendered page that loads modules carries each request's own nonce, and still goes out compressed", async ({
    request,
  }) => {
    const answers = await Promise.all(
      [1, 2].map(() => request.get("/job-offers/agent-proprete-paris", { headers: { "Accept-Encoding": "gzip" } })),
    );
    const nonces = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.headers()["content-encoding"]).toBe("gzip");
        const nonce = /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1];
        expect(await answer.text()).toContain(`nonce="${nonce}"`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

test.describe("sessions and cross-site requests", () => {
  test("the session cookie is HttpOnly and SameSite=Lax", async ({ request, baseURL }) => {
    const response = await request.post("/api/auth/sign-in/email", {
      data: E2E_ADMIN,
      headers: { Origin: baseURL as string },
    });
    expect(response.status()).toBe(200);
    const cookie = response
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session_token"));
    expect(cookie?.value).toMatch(/HttpOnly/i);
    expect(cookie?.value).toMatch(/SameSite=Lax/i);
  });

  test("a sign-in posted from another site is refused", async ({ request }) => {
    const response = await request.post("/api/auth/sign-in/email", {
      data: E2E_ADMIN,
      headers: { Origin: "https://attaquant.example" },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"] ?? "").not.toContain("session_token");
  });
});
