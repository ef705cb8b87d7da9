import { z } from "zod";
import { optionalDay } from "../../lib/form-rules";
import { FIELD_MESSAGES } from "../../lib/form-rules.messages";
import { todayIn } from "../../lib/time";
import type { UnavailableSlot } from "../../lib/unavailable-slots";
import { ABSENCE_NOTE_MAX } from "./contracts.schema";

export const UNAVAILABILITY_MESSAGES = {
  sent: "Indisponibilité envoyée : vos responsables vont y répondre.",
  weekday: "Choisissez le jour de la semaine.",
  date: "Indiquez la date.",
  past: "La date ne peut pas être passée.",
  times: "Indiquez les deux heures, la seconde après la première, ou aucune pour toute la journée.",
  until: "La fin doit être postérieure au début.",
  cancelled: "Indisponibilité annulée.",
  approved: "Indisponibilité acceptée",
  refused: "Indisponibilité refusée",
  notPending: "Cette indisponibilité n'est plus en attente.",
} as const;

export const REPEATS = { weekly: "Chaque semaine", date: "Une seule date" } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalTime = z
  .string()
  .trim()
  .refine((value) => value === "" || TIME.test(value), UNAVAILABILITY_MESSAGES.times)
  .optional()
  .transform((value) => value || null);

/** « Déclarer une indisponibilité »: each week on a weekday, or one date; between two times, or the whole day. */
export const unavailabilitySchema = (zone: string) =>
  z
    .object({
      repeat: z.enum(["weekly", "date"], { error: FIELD_MESSAGES.required }),
      weekday: z
        .string()
        .trim()
        .optional()
        .transform((value) => (value && /^[0-6]$/.test(value) ? Number(value) : null)),
      onDate: optionalDay,
      fromTime: optionalTime,
      toTime: optionalTime,
      validFrom: optionalDay,
      validUntil: optionalDay,
      note: z
        .string()
        .trim()
        .max(ABSENCE_NOTE_MAX, `Ce champ ne peut pas dépasser ${ABSENCE_NOTE_MAX} caractères`)
        .optional()
        .transform((value) => value || null),
    })
    .superRefine((value, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
      if (value.repeat === "weekly" && value.weekday === null) issue("weekday", UNAVAILABILITY_MESSAGES.weekday);
      if (value.repeat === "date" && !value.onDate) issue("onDate", UNAVAILABILITY_MESSAGES.date);
      if (value.repeat === "date" && value.onDate && value.onDate < todayIn(zone))
        issue("onDate", UNAVAILABILITY_MESSAGES.past);
      if (!value.fromTime !== !value.toTime || (value.fromTime && value.toTime && value.fromTime >= value.toTime))
        issue("toTime", UNAVAILABILITY_MESSAGES.times);
      if (value.validFrom && value.validUntil && value.validUntil < value.validFrom)
        issue("validUntil", UNAVAILABILITY_MESSAGES.until);
    })
    .transform(({ repeat, weekday, onDate, validFrom, validUntil, ...rest }) => {
      const weekly = repeat === "weekly";
      const slot: UnavailableSlot & { note: string | null } = {
        ...rest,
        weekday: weekly ? weekday : null,
        onDate: weekly ? null : onDate,
        validFrom: weekly ? validFrom : null,
        validUntil: weekly ? validUntil : null,
      };
      return slot;
    });

export type UnavailabilityInput = z.output<ReturnType<typeof unavailabilitySchema>>;
