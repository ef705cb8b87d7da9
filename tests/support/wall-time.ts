import { PARIS, wallTimeToInstant } from "../../app/lib/time";

/** A Paris wall time ('2026-03-30T06:00') as an instant; throws on a time Paris skips, so a fixture cannot be one. */
export function parisInstant(wall: string): Date {
  const result = wallTimeToInstant(wall, PARIS);
  if (!result.ok) throw new Error(`${wall}: ${result.message}`);
  return result.instant;
}
