/**
 * How many labour alerts one save shows and records: a write that brings more (a long series, many employees) keeps
 * the first ones and counts the rest, so that neither the answer nor the staff home grows with it.
 */
export const MAX_LISTED_ALERTS = 50;

export const moreAlertsLine = (count: number) =>
  count === 1 ? "et 1 autre alerte" : `et ${count.toLocaleString("fr-FR")} autres alertes`;

/** The first `MAX_LISTED_ALERTS` lines, then one line counting the others. */
export function listedAlertLines(lines: readonly string[], omitted = 0): string[] {
  const shown = lines.slice(0, MAX_LISTED_ALERTS);
  const rest = lines.length - shown.length + omitted;
  return rest > 0 ? [...shown, moreAlertsLine(rest)] : shown;
}
