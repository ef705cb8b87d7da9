/** The same server URL pointing at another database. */
export function adminUrl(url: string, database = "postgres"): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function templateDatabaseName(): string {
  return `test_template_${process.pid}`;
}
