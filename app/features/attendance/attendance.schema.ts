import { z } from "zod";
import { PUNCH_KINDS } from "../../domain/punches";

export const ATTENDANCE_MESSAGES = {
  codeRequired: "Saisissez le code affiché sur le site.",
  codeInvalid:
    "Ce code de pointage n'est pas valide. Vérifiez-le, ou demandez le code affiché sur le site à votre responsable.",
  kindInvalid: "Choisissez « J'arrive » ou « Je pars ».",
  arrived: (time: string) => `Arrivée enregistrée à ${time}`,
  departed: (time: string) => `Départ enregistré à ${time}`,
  repeated: (time: string) => `Déjà enregistré à ${time} : rien de plus n'est compté.`,
  noArrival: "Aucune arrivée n'était enregistrée ici : un responsable vérifiera ce départ.",
  outsidePlan: "Aucune vacation prévue pour vous ici maintenant : votre pointage sera enregistré hors planning.",
  siteNotFound: "Ce site n'existe pas ou a été archivé.",
  noShowGone: "Cette personne a pointé son arrivée, ou n'est plus sur cette vacation.",
  markedAbsent: "Absence enregistrée",
  noShowNote: "Non pointé : marqué absent depuis l'accueil du personnel",
} as const;

/** The typed code of /pointage. */
export const siteCodeSchema = z.object({
  code: z.string({ error: ATTENDANCE_MESSAGES.codeRequired }).trim().min(1, ATTENDANCE_MESSAGES.codeRequired),
});

/** « J'arrive » or « Je pars ». */
export const punchSchema = z.object({
  kind: z.enum(PUNCH_KINDS, { error: ATTENDANCE_MESSAGES.kindInvalid }),
});

/** How the pointage page was reached: `?via=code` after typing the code, the QR code's URL otherwise. */
export const VIA_TYPED_CODE = "code";

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
