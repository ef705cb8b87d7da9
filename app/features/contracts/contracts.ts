import { type AbsencePeriod, absenceLabel, MAX_WEEKLY_CONTRACT_HOURS } from "../../domain/contracts";
import { periodText } from "../../lib/day-periods";

/**
 * Reads 'Heures par semaine' ('24', '24,5', '17.75') as hours; null unless it is a whole number of quarter hours,
 * more than 0 and at most 48.
 */
export function parseContractHours(text: string): number | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^\d{1,2}(?:\.\d{1,2})?$/.test(normalised)) return null;
  const hours = Number(normalised);
  if (!Number.isInteger(hours * 4) || hours <= 0 || hours > MAX_WEEKLY_CONTRACT_HOURS) return null;
  return hours;
}

/** Hours as French text: '35 h', '24 h 30', '17 h 45'. */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  const rest = minutes % 60;
  const whole = (minutes - rest) / 60;
  return rest === 0 ? `${whole} h` : `${whole} h ${String(rest).padStart(2, "0")}`;
}

/** An absence asked for or recorded, in one line: 'Congés payés (matin) : le 07/12/2026'. */
export function absenceText(absence: Pick<AbsencePeriod, "kind" | "halfDay" | "startsOn" | "endsOn">): string {
  return `${absenceLabel(absence)} : ${periodText(absence.startsOn, absence.endsOn).toLowerCase()}`;
}

/** How the file names the employee: first and last name, or the e-mail when the account has neither. */
export function displayName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}
