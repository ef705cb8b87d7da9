import { PARIS, wallTimeToInstant } from "../../app/lib/time";

/** The value at the `p`th percentile of `values` (nearest rank, never past the last); NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** A Paris wall time (`YYYY-MM-DDTHH:mm`) as an instant; the bench's own data never names a missing hour. */
export function at(wall: string): Date {
  const result = wallTimeToInstant(wall, PARIS);
  if (!result.ok) throw new Error(result.message);
  return result.instant;
}
