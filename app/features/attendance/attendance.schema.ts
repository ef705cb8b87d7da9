import { z } from "zod";
import { PUNCH_KINDS } from "../../domain/punches";
import { dayText, mondayOf, parseDay, wallTimeToInstant } from "../../lib/time";

export const PUNCH_REASON_MAX = 500;
/** How far back a manager may correct or add a punch. */
export const CORRECTION_DAYS = 62;

export const ATTENDANCE_MESSAGES = {
  codeRequired: "Saisissez le code affiché sur le site.",
  codeInvalid:
    "Ce code de pointage n'est pas valide. Vérifiez-le, ou demandez le code affiché sur le site à votre responsable.",
  kindInvalid: "Choisissez « J'arrive » ou « Je pars ».",
  recorded: (kind: "in" | "out", time: string) =>
    kind === "in" ? `Arrivée enregistrée à ${time}` : `Départ enregistré à ${time}`,
  repeated: (time: string) => `Déjà enregistré à ${time} : rien de plus n'est compté.`,
  noArrival: "Aucune arrivée n'était enregistrée ici : un responsable vérifiera ce départ.",
  outsidePlan: "Aucune vacation prévue pour vous ici maintenant : votre pointage sera enregistré hors planning.",
  siteNotFound: "Ce site n'existe pas ou a été archivé.",
  noShowGone: "Cette personne a pointé son arrivée, ou n'est plus sur cette vacation.",
  markedAbsent: "Absence enregistrée",
  noShowNote: "Non pointé : marqué absent depuis l'accueil du personnel",
  reasonRequired: "Indiquez le motif de la correction.",
  reasonTooLong: `Le motif ne peut pas dépasser ${PUNCH_REASON_MAX} caractères.`,
  timeRequired: "Indiquez la date et l'heure.",
  future: "Un pointage ne peut pas être dans le futur.",
  tooOld: "Un pointage ne se corrige que sur les deux derniers mois.",
  punchNotFound: "Ce pointage n'existe pas, ou il a déjà été corrigé : rechargez la page.",
  shiftNotFound: "Cette vacation n'est pas celle de cet employé, ou elle n'a pas de site.",
  corrected: "Pointage corrigé",
  added: "Pointage ajouté",
  weekLocked: "Cette semaine est validée : rouvrez-la pour corriger ses pointages.",
  weekInvalid: "Cette semaine n'existe pas : rechargez la page.",
  weekNotOver: "Une semaine se valide une fois terminée.",
  weekAlreadyValidated: "Cette semaine est déjà validée.",
  weekNotValidated: "Cette semaine n'est pas validée.",
  weekValidated: "Semaine validée",
  weekReopened: "Semaine rouverte",
  reported: "Oubli signalé : un responsable va le vérifier.",
  ownWeekLocked: "Cette semaine est validée : demandez à votre responsable de la rouvrir.",
  ownShiftNotFound: "Cette vacation n'est pas la vôtre, ou elle n'a pas de site.",
  alreadyReported: "Cet oubli est déjà signalé : un responsable va le vérifier.",
  noteTooLong: `Le commentaire ne peut pas dépasser ${PUNCH_REASON_MAX} caractères.`,
  reportNotFound: "Ce signalement n'existe pas, ou il a déjà été traité : rechargez la page.",
  reportAccepted: "Oubli accepté : pointage ajouté",
  reportRefused: "Oubli refusé",
  phoneTimeInvalid:
    "L'heure de ce pointage est illisible : il n'a pas été enregistré. Pointez à nouveau, ou prévenez votre responsable.",
  otherAccount:
    "Ce pointage a été fait sur ce téléphone sous un autre compte : connectez-vous avec ce compte pour l'envoyer.",
  keptOnPhone: (kind: "in" | "out", time: string) =>
    kind === "in"
      ? `Pas de réseau : arrivée gardée sur ce téléphone à ${time}. Elle sera envoyée dès le retour du réseau.`
      : `Pas de réseau : départ gardé sur ce téléphone à ${time}. Il sera envoyé dès le retour du réseau.`,
} as const;

/** The typed code of /pointage. */
export const siteCodeSchema = z.object({
  code: z.string({ error: ATTENDANCE_MESSAGES.codeRequired }).trim().min(1, ATTENDANCE_MESSAGES.codeRequired),
});

/** « J'arrive » or « Je pars ». */
export const punchSchema = z.object({
  kind: z.enum(PUNCH_KINDS, { error: ATTENDANCE_MESSAGES.kindInvalid }),
});

/**
 * A punch kept on the phone offline, sent when the network returns: the account it was made under, the phone's time
 * (ISO 8601 with its offset) and how the site was reached.
 */
export const phonePunchSchema = punchSchema.extend({
  employeeId: z.string({ error: ATTENDANCE_MESSAGES.otherAccount }).min(1, ATTENDANCE_MESSAGES.otherAccount),
  phoneAt: z.iso
    .datetime({ offset: true, error: ATTENDANCE_MESSAGES.phoneTimeInvalid })
    .transform((text) => new Date(text)),
  via: z.enum(["qr", "code"]).catch("qr"),
});

/** How the pointage page was reached: `?via=code` after typing the code, the QR code's URL otherwise. */
export const VIA_TYPED_CODE = "code";

/** How a punch at the site of this address is made: by the code typed by hand (`?via=code`), else by its QR code. */
export const punchMethodOf = (search: URLSearchParams): "qr" | "code" =>
  search.get("via") === VIA_TYPED_CODE ? "code" : "qr";

/** « Marquer absent(e) » on a shift not punched in: `<planning id>:<employee id>`. */
export const noShowSchema = z.object({
  id: z
    .string({ error: ATTENDANCE_MESSAGES.noShowGone })
    .regex(/^[0-9a-f-]{36}:[A-Za-z0-9_-]{1,64}$/i, ATTENDANCE_MESSAGES.noShowGone)
    .transform((id) => {
      const [planningId = "", employeeId = ""] = id.split(":");
      return { planningId, employeeId };
    }),
});

/** The id « Marquer absent(e) » posts for one employee's shift. */
export const noShowId = (shift: { planningId: string; employeeId: string }) =>
  `${shift.planningId}:${shift.employeeId}`;

const reason = z
  .string({ error: ATTENDANCE_MESSAGES.reasonRequired })
  .trim()
  .min(1, ATTENDANCE_MESSAGES.reasonRequired)
  .max(PUNCH_REASON_MAX, ATTENDANCE_MESSAGES.reasonTooLong);

/** A `datetime-local` wall time in `zone`, not in the future and within the last two months. */
const punchTime = (zone: string) =>
  z.string({ error: ATTENDANCE_MESSAGES.timeRequired }).transform((value, context) => {
    const time = wallTimeToInstant(value, zone);
    if (!time.ok) {
      context.addIssue({ code: "custom", message: time.message });
      return z.NEVER;
    }
    const now = Date.now();
    if (time.instant.getTime() > now + 60_000)
      context.addIssue({ code: "custom", message: ATTENDANCE_MESSAGES.future });
    else if (time.instant.getTime() < now - CORRECTION_DAYS * 86_400_000)
      context.addIssue({ code: "custom", message: ATTENDANCE_MESSAGES.tooOld });
    return time.instant;
  });

const rowId = (message: string) => z.uuid({ error: message });

/** « Corriger » a punch: the time it should have had, and why; the original stays in the history. */
export const correctPunchSchema = (zone: string) =>
  z.object({ id: rowId(ATTENDANCE_MESSAGES.punchNotFound), at: punchTime(zone), reason });

/** « Ajouter l'arrivée » or « Ajouter le départ » a shift lacks, entered by a manager, with why. */
export const addPunchSchema = (zone: string) =>
  z.object({
    planningId: rowId(ATTENDANCE_MESSAGES.shiftNotFound),
    kind: z.enum(PUNCH_KINDS, { error: ATTENDANCE_MESSAGES.kindInvalid }),
    at: punchTime(zone),
    reason,
  });

/** « Valider la semaine » and « Rouvrir la semaine »: the week's Monday (yyyy-MM-dd). */
export const timesheetWeekSchema = z.object({
  monday: z.string({ error: ATTENDANCE_MESSAGES.weekInvalid }).refine((day) => {
    const number = parseDay(day);
    return !Number.isNaN(number) && dayText(mondayOf(number)) === day;
  }, ATTENDANCE_MESSAGES.weekInvalid),
});

/** « J'ai oublié de pointer »: the employee's shift, the kind, the time they arrived or left, and a comment. */
export const punchReportSchema = (zone: string) =>
  z.object({
    planningId: rowId(ATTENDANCE_MESSAGES.shiftNotFound),
    kind: z.enum(PUNCH_KINDS, { error: ATTENDANCE_MESSAGES.kindInvalid }),
    at: punchTime(zone),
    note: z
      .string()
      .trim()
      .max(PUNCH_REASON_MAX, ATTENDANCE_MESSAGES.noteTooLong)
      .optional()
      .transform((note) => note || null),
  });

/** « Accepter » or « Refuser » an employee's report. */
export const punchReportIdSchema = z.object({ id: rowId(ATTENDANCE_MESSAGES.reportNotFound) });
