/** The query parameter of /auth that names the page to go back to once signed in. */
export const RETURN_PARAM = "retour";

/**
 * A page of this site to go back to after signing in, or null: only a path of the site itself (`/pointage/…`), never
 * another origin (`//evil.example`, `/\evil.example`, `https://…`), so that the link cannot send anyone elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return null;
  return value;
}

/** /auth, with the page to go back to when there is one. */
export function signInPath(returnTo: string | null): string {
  const path = safeReturnPath(returnTo);
  return path ? `/auth?${RETURN_PARAM}=${encodeURIComponent(path)}` : "/auth";
}
