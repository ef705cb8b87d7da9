import { describe, expect, it } from "vitest";
import { showsMobileActionBar } from "./mobile-action-bar";

describe("the phones' action bar", () => {
  it("shows on the public pages, not on the quote form, the sign-in pages nor the client portal", () => {
    for (const path of ["/", "/services/ponctuels", "/contact", "/terms", "/blog/un-article"])
      expect(showsMobileActionBar(path)).toBe(true);
    for (const path of ["/quote", "/auth", "/auth/forgot-password", "/portal", "/portal/sites/x"])
      expect(showsMobileActionBar(path)).toBe(false);
  });
});
