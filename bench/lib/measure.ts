import { wallTimeToInstant } from "../../app/lib/time";

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A Paris wall time (`YYYY-MM-DDTHH:mm`) as an instant; the bench's own data never names a missing hour. */
export function at(wall: string): Date {
  const result = wallTimeToInstant(wall);
  if (!result.ok) throw new Error(result.message);
  return result.instant;
}
