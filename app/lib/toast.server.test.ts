import { describe, expect, it } from "vitest";
import { redirectWithToast, takeToast } from "./toast.server";

const pageWith = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

/** The toast cookie as an unsigned cookie would carry it: what anyone able to set a cookie could write. */
function forged(toast: object): string {
  return `toast=${encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(toast)))))}`;
}

describe("toast cookie", () => {
  it("shows the toast a redirect left", async () => {
    const response = await redirectWithToast("/", { type: "success", title: "Compte créé" });
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { toast } = await takeToast(pageWith(cookie));
    expect(toast).toEqual({ type: "success", title: "Compte créé" });
  });

  it("ignores a toast without the instance's signature, and clears it", async () => {
    const { toast, headers } = await takeToast(pageWith(forged({ type: "error", title: "Appelez le 01 00 00 00 00" })));
    expect(toast).toBeNull();
    expect(headers.get("set-cookie")).toMatch(/^toast=;.*Max-Age=0/);
  });
});
