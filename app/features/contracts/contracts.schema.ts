import { z } from "zod";
import { PART_TIME_MINIMUM_WEEKLY_HOURS } from "../../domain/contracts";
import { DATE_BOUNDS_MESSAGES, dayBounds, withinBounds } from "../../domain/date-bounds";
import { ABSENCE_KINDS, CONTRACT_KINDS, HALF_DAYS } from "../../domain/enums";
import { ERROR_MESSAGES } from "../../lib/error-messages";
import {
  choiceField,
  optionalCodeField,
  optionalDay,
  optionalPhoneField,
  optionalText,
  requiredDay,
} from "../../lib/form-rules";
import { FIELD_MESSAGES } from "../../lib/form-rules.messages";
import { roleDenied } from "../../lib/permissions";
import { todayIn } from "../../lib/time";
import { parseContractHours } from "./contracts";

export const ABSENCE_NOTE_MAX = 500;

export const CONTRACT_MESSAGES = {
  ...ERROR_MESSAGES,
  contractAdded: "Contrat ajouté",
  contractUpdated: "Contrat corrigé",
  contractEnded: "Contrat clos",
  contractDeleted: "Contrat supprimé",
  previousClosed: (day: string) => `Le contrat précédent prend fin le ${day}.`,
  absenceAdded: "Absence enregistrée",
  absenceUpdated: "Absence modifiée",
  absenceDeleted: "Absence supprimée",
  detailsUpdated: "Fiche mise à jour",
  payrollNumberInvalid: "Le matricule de paie ne contient que des lettres, des chiffres, « - » ou « _ » (20 au plus).",
  payrollNumberTaken: "Ce matricule de paie est déjà celui d'un autre salarié.",
  hours: "Les heures doivent être comprises entre 0 et 48, par quarts d'heure.",
  contractEnd: "La date de fin doit être postérieure à la date de début.",
  cddEnd: "Un CDD doit avoir une date de fin.",
  under16: `Moins de ${PART_TIME_MINIMUM_WEEKLY_HOURS} h par semaine : indiquez la date de la demande écrite du salarié (CCN propreté, art. 6.2.4).`,
  absenceEnd: "La date de fin doit être identique ou postérieure à la date de début.",
  halfDayOneDay: "Une demi-journée tient en un seul jour : le dernier jour doit être le premier.",
  absenceOverlap: "Cette absence chevauche une autre absence de cet employé.",
  shiftsFreed: (count: number) =>
    count === 1 ? "1 vacation est à remplacer." : `${count} vacations sont à remplacer.`,
  overlap: "Ce contrat chevauche un autre contrat de cet employé.",
  tooSoon: "Le contrat en cours commence ce jour-là ou la veille : corrigez-le plutôt que d'en ajouter un.",
  employeeNotFound: "Employé introuvable.",
  contractNotFound: "Ce contrat n'existe plus.",
  absenceNotFound: "Cette absence n'existe plus.",
} as const;

/** What a contract post by a manager (read-only), an employee or a visitor answers. */
export const CONTRACTS_DENIED = roleDenied("Accès refusé : seul un administrateur peut modifier les contrats.");

/** What an absence post by an employee or a visitor answers. */
export const ABSENCES_DENIED = roleDenied("Accès refusé : vous n'avez pas les droits pour gérer les absences.");

const id = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The 'Travailleur de nuit' checkbox: absent when unticked. */
const checkbox = z
  .literal("on", { error: CONTRACT_MESSAGES.invalid })
  .optional()
  .transform((value) => value === "on");

const contractObject = z.object({
  kind: choiceField(CONTRACT_KINDS),
  /** Hours a week as typed ('24', '24,5'); read as a number of quarter hours within 0–48. */
  weeklyHours: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .transform((value, context) => {
      const hours = parseContractHours(value);
      if (hours === null) {
        context.addIssue({ code: "custom", message: CONTRACT_MESSAGES.hours });
        return z.NEVER;
      }
      return hours;
    }),
  nightWorker: checkbox,
  under16RequestOn: optionalDay,
  startsOn: requiredDay,
  endsOn: optionalDay,
});

type ContractShape = {
  kind: string;
  weeklyHours: number;
  under16RequestOn: string | null;
  startsOn: string;
  endsOn: string | null;
};

/**
 * The contract's period, and its hours: under 16 h a week, a part-time contract needs the employee's written request
 * (CCN propreté, art. 6.2.4). That floor is the contract's rule: the plannings are not checked against it.
 */
function checkContract(value: ContractShape, context: z.RefinementCtx) {
  if (value.endsOn !== null && value.endsOn <= value.startsOn)
    context.addIssue({ code: "custom", path: ["endsOn"], message: CONTRACT_MESSAGES.contractEnd });
  else if (value.kind === "cdd" && value.endsOn === null)
    context.addIssue({ code: "custom", path: ["endsOn"], message: CONTRACT_MESSAGES.cddEnd });
  if (value.weeklyHours < PART_TIME_MINIMUM_WEEKLY_HOURS && value.under16RequestOn === null)
    context.addIssue({ code: "custom", path: ["under16RequestOn"], message: CONTRACT_MESSAGES.under16 });
}

/** 'Ajouter un contrat' (the employee is the file's, in the URL). */
export const contractFormSchema = contractObject.superRefine(checkContract);
/** 'Corriger': every term of a contract recorded by mistake; its id travels as a hidden input. */
export const updateContractSchema = contractObject
  .extend({ id: id(CONTRACT_MESSAGES.contractNotFound) })
  .superRefine(checkContract);

/** 'Clore': the last day of a running contract. */
export const endContractSchema = z.object({ id: id(CONTRACT_MESSAGES.contractNotFound), endsOn: requiredDay });
export const contractIdSchema = z.object({ id: id(CONTRACT_MESSAGES.contractNotFound) });

const absenceObject = z.object({
  kind: choiceField(ABSENCE_KINDS),
  startsOn: requiredDay,
  endsOn: requiredDay,
  /** Empty for whole days. */
  halfDay: choiceField(HALF_DAYS)
    .optional()
    .transform((value) => value ?? null),
  note: optionalText(ABSENCE_NOTE_MAX),
});

/**
 * An absence lies within the days a planning may (two years back, five ahead, from today in `zone`), ends on or
 * after its start, and a half day is a day of its own.
 */
const checkAbsencePeriod =
  (zone: string) => (value: { startsOn: string; endsOn: string; halfDay: string | null }, context: z.RefinementCtx) => {
    const bounds = dayBounds(todayIn(zone));
    for (const path of ["startsOn", "endsOn"] as const) {
      if (!withinBounds(value[path], bounds))
        context.addIssue({ code: "custom", path: [path], message: DATE_BOUNDS_MESSAGES.day(bounds) });
    }
    if (value.endsOn < value.startsOn)
      context.addIssue({ code: "custom", path: ["endsOn"], message: CONTRACT_MESSAGES.absenceEnd });
    else if (value.halfDay && value.endsOn !== value.startsOn)
      context.addIssue({ code: "custom", path: ["halfDay"], message: CONTRACT_MESSAGES.halfDayOneDay });
  };

/** 'Enregistrer une absence' (the employee is the file's, in the URL). */
export const absenceFormSchema = (zone: string) => absenceObject.superRefine(checkAbsencePeriod(zone));

export const updateAbsenceSchema = (zone: string) =>
  absenceObject.extend({ id: id(CONTRACT_MESSAGES.absenceNotFound) }).superRefine(checkAbsencePeriod(zone));
export const absenceIdSchema = z.object({ id: id(CONTRACT_MESSAGES.absenceNotFound) });

/** Phone, hire date and payroll number of the employee file. */
export const detailsFormSchema = z.object({
  phone: optionalPhoneField(),
  hiredOn: optionalDay,
  /** The payroll software's number of the employee (Silae's « matricule »); empty clears it. */
  payrollNumber: optionalCodeField(CONTRACT_MESSAGES.payrollNumberInvalid),
});

export type ContractInput = z.output<typeof contractFormSchema>;
export type AbsenceInput = z.output<ReturnType<typeof absenceFormSchema>>;
export type DetailsInput = z.output<typeof detailsFormSchema>;

/** What only an admin may post: contracts, phone and hire date. Absences: admins and managers. */
export const CONTRACT_INTENTS = [
  "contract-add",
  "contract-update",
  "contract-end",
  "contract-delete",
  "details",
] as const;
export type ContractIntent = (typeof CONTRACT_INTENTS)[number];
