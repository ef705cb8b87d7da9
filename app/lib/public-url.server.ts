/** The site's public origin, without trailing slash; read at build time too (prerendered canonical URLs). */
export function publicUrl(source: NodeJS.ProcessEnv = process.env): string {
  return (source.PUBLIC_URL || `http://localhost:${source.PORT || 3000}`).replace(/\/$/, "");
}
