import { type Cookie, createCookie, redirect } from "react-router";
import { z } from "zod";
import { getEnv } from "./env.server";
import { publicUrl } from "./public-url.server";

const toastSchema = z.object({
  type: z.enum(["success", "error"]),
  title: z.string(),
  description: z.string().optional(),
});

export type Toast = z.infer<typeof toastSchema>;

// Signed with the instance's secret: a toast someone else set (a sibling subdomain, a script) is not shown.
let cookie: Cookie | undefined;
function toastCookie(): Cookie {
  cookie ??= createCookie("toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secure: publicUrl().startsWith("https://"),
    secrets: [getEnv().BETTER_AUTH_SECRET],
  });
  return cookie;
}

/** Redirects and shows `toast` on the next page: one short-lived cookie, read and cleared by the root loader. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie().serialize(toast));
  return redirect(url, { ...init, headers });
}

/** The toast waiting for this request, and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if (!hasToastCookie(cookieHeader)) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  // A cookie without the secret's signature parses as null, and is cleared all the same.
  const parsed = toastSchema.safeParse(await toastCookie().parse(cookieHeader));
  return { toast: parsed.success ? parsed.data : null, headers };
}

export function hasToastCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && /(^|;\s*)toast=/.test(cookieHeader);
}
