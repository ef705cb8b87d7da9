const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

/** True when the request carries a session cookie (valid or not): only then is a session lookup worth it. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}
