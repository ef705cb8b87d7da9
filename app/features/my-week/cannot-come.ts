import type { AbsenceKind, HalfDay } from "../../domain/enums";
import { readWallClock } from "../../lib/time";

/** Why an employee cannot come: the kind of the absence it records, and the words of its button. */
export const CANNOT_COME_REASONS = ["sickness", "other"] as const satisfies readonly AbsenceKind[];
export const CANNOT_COME_BUTTONS = { sickness: "Je suis malade", other: "Autre empêchement" } as const;

export const CANNOT_COME_NOTE_MAX = 500;

export const CANNOT_COME_MESSAGES = {
  done: "C'est noté : vos responsables sont prévenus.",
  freed: (count: number) =>
    count > 1
      ? `${count} interventions de ce jour-là vous sont retirées et seront confiées à un remplaçant.`
      : "Cette intervention vous est retirée et sera confiée à un remplaçant.",
  notYours: "Cette intervention n'est pas l'une des vôtres à venir : rien n'a été enregistré.",
  overlap: "Une absence est déjà enregistrée ce jour-là : vos responsables en ont connaissance.",
  invalid: "Choisissez un motif pour prévenir vos responsables.",
} as const;

/**
 * The day a declaration from a shift covers, and which part of it: the afternoon for a shift from noon on (the morning may be
 * worked already), the whole day otherwise (null).
 */
export function declaredPeriod(startTime: Date | string, zone: string): { day: string; halfDay: HalfDay | null } {
  const { day, time } = readWallClock(startTime, zone);
  return { day, halfDay: time >= "12:00" ? "afternoon" : null };
}

/** What a refused declaration says: the first field at fault, the reason's missing choice in the employee's words. */
export function cannotComeRefusal(errors: Record<string, string[] | null>): string {
  if (errors.planningId) return CANNOT_COME_MESSAGES.notYours;
  if (errors.reason) return CANNOT_COME_MESSAGES.invalid;
  return errors.note?.[0] ?? CANNOT_COME_MESSAGES.invalid;
}
