import { fullName } from "../../domain/people";
import { wallTimeToInstant } from "../../lib/time";
import type { StaffMember } from "./schedules";

/** An absence as the pickers read it: the instants it covers, and its reason ('Congés payés (matin)'). */
export interface AbsentSpan {
  start: number;
  end: number;
  reason: string;
}

/** Someone a planning of the week shown can be given to, with their absences that week. */
export interface PickableStaff extends StaffMember {
  absences: AbsentSpan[];
  /** From the employee's file, for sharing with them on WhatsApp. */
  phone: string | null;
}

/** A person as a picker offers them: `absence` is the reason they cannot be chosen, null when they can. */
export interface StaffChoice {
  person: PickableStaff;
  label: string;
  absence: string | null;
}

/** A planning's period as instants; null while the dialog's times are not a valid period. */
export type PickPeriod = { start: number; end: number } | null;

/** The period of a planning's form fields (`datetime-local` values in `zone`), once both are valid and in order. */
export function formPeriod(startTime: unknown, endTime: unknown, zone: string): PickPeriod {
  if (typeof startTime !== "string" || typeof endTime !== "string") return null;
  const start = wallTimeToInstant(startTime, zone);
  const end = wallTimeToInstant(endTime, zone);
  if (!start.ok || !end.ok || end.instant <= start.instant) return null;
  return { start: start.instant.getTime(), end: end.instant.getTime() };
}

/** A stored planning's period (ISO instants). */
export function planningPeriod(planning: { startTime: string; endTime: string }): PickPeriod {
  return { start: Date.parse(planning.startTime), end: Date.parse(planning.endTime) };
}

/**
 * The people a picker offers for `period`, in the given order: someone with an absence sharing a minute with it is
 * shown with its reason and cannot be chosen, as the server would refuse them. No period, no one is held back.
 */
export function staffChoices(people: readonly PickableStaff[], period: PickPeriod): StaffChoice[] {
  return people.map((person) => {
    const absence =
      (period && person.absences.find((span) => span.start < period.end && period.start < span.end)?.reason) ?? null;
    const name = `${fullName(person)} (${person.email})`;
    return { person, absence, label: absence ? `${name} — absence (${absence})` : name };
  });
}
