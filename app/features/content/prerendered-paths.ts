/** Public pages rendered to HTML at build time; every other URL is rendered per request. */
export function prerenderedPaths(): string[] {
  return ["/", "/services", "/about", "/blog", "/job-offers", "/privacy", "/terms"];
}
