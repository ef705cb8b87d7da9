import { z } from "zod";
import { VERDICTS } from "../../domain/enums";
import { ITEM_WEIGHT } from "../../domain/inspections";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../../domain/photos";
import { ERROR_MESSAGES } from "../../lib/error-messages";
import { optionalText, requiredDay, requiredText } from "../../lib/form-rules";
import { FIELD_MESSAGES } from "../../lib/form-rules.messages";
import { roleDenied } from "../../lib/permissions";

export const INSPECTION_MESSAGES = {
  ...ERROR_MESSAGES,
  recorded: (percent: number | null) =>
    percent === null ? "Inspection enregistrée" : `Inspection enregistrée : score de ${percent} %`,
  actionsOpened: (count: number) =>
    count === 1 ? "Une action corrective est ouverte." : `${count} actions correctives sont ouvertes.`,
  verdict: "Choisissez Conforme, Non conforme ou N/A.",
  templateChanged: "Le modèle a changé depuis l'ouverture de cette page : rechargez-la.",
  siteNotFound: "Ce site n'existe pas.",
  siteArchived: "Ce site est archivé : on n'y fait plus d'inspection.",
  templateNotFound: "Ce modèle n'existe pas.",
  itemAdded: "Point ajouté au modèle",
  itemDeleted: "Point retiré du modèle",
  lastItem: "Un modèle garde au moins un point.",
  templateAdded: "Modèle créé",
  adapted: "Modèle adapté pour ce site",
  alreadyAdapted: "Ce site a déjà son propre modèle.",
  weight: `Indiquez un poids entier de ${ITEM_WEIGHT.min} à ${ITEM_WEIGHT.max}.`,
  threshold: "Indiquez un seuil entier de 1 à 100 %.",
  thresholdSaved: "Seuil enregistré",
  actionNotFound: "Cette action corrective n'existe pas ou est déjà close.",
  actionSaved: "Action corrective mise à jour",
  actionClosed: "Action corrective close",
  ownerNotFound: "Choisissez un responsable parmi l'équipe d'encadrement.",
} as const;

/** What an inspection post by an employee, a client or a visitor answers. */
export const INSPECTIONS_DENIED = roleDenied("Accès refusé : vous n'avez pas les droits pour gérer les inspections.");

const uuid = (message: string) => z.string({ error: message }).trim().uuid(message);

/** A whole number typed in a field, within bounds. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/** A photo of the item: at most 5 MB here; its content is proven an image, and reduced, when it is stored. */
const photoField = z.file().max(PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge).optional();

/** « Enregistrer l'inspection »: every item of the checklist found conforming, not, or not applicable. */
export const inspectionRunSchema = z.object({
  templateId: uuid(INSPECTION_MESSAGES.templateChanged),
  results: z
    .array(
      z.object({
        itemId: uuid(INSPECTION_MESSAGES.templateChanged),
        verdict: z.enum(VERDICTS, { error: INSPECTION_MESSAGES.verdict }),
        comment: optionalText(1000),
        photo: photoField,
      }),
    )
    .min(1, INSPECTION_MESSAGES.templateChanged),
});
export type InspectionRunInput = z.output<typeof inspectionRunSchema>;

/** « Ajouter un point » to a checklist. */
export const templateItemSchema = z.object({
  templateId: uuid(INSPECTION_MESSAGES.templateNotFound),
  area: requiredText(100),
  label: requiredText(200),
  weight: wholeNumber(ITEM_WEIGHT.min, ITEM_WEIGHT.max, INSPECTION_MESSAGES.weight),
  /** The « Point critique » checkbox: absent when unticked. */
  critical: z
    .literal("on", { error: INSPECTION_MESSAGES.invalid })
    .optional()
    .transform((value) => value === "on"),
});

export const itemIdSchema = z.object({ itemId: uuid(INSPECTION_MESSAGES.templateNotFound) });

/** « Nouveau modèle ». */
export const templateSchema = z.object({ name: requiredText(200) });

/** « Adapter pour ce site »: a copy of a company checklist that this site's inspections use from then on. */
export const adaptTemplateSchema = z.object({ templateId: uuid(INSPECTION_MESSAGES.templateNotFound) });

/** The site's threshold, in percent. */
export const thresholdSchema = z.object({
  thresholdPercent: wholeNumber(1, 100, INSPECTION_MESSAGES.threshold),
});

/** Who is in charge of a corrective action, and by when. */
export const actionPlanSchema = z.object({
  actionId: uuid(INSPECTION_MESSAGES.actionNotFound),
  ownerId: z.string({ error: INSPECTION_MESSAGES.ownerNotFound }).trim().min(1, INSPECTION_MESSAGES.ownerNotFound),
  dueOn: requiredDay,
});

/** « Clore », with what was done. */
export const closeActionSchema = z.object({
  actionId: uuid(INSPECTION_MESSAGES.actionNotFound),
  closingNote: requiredText(1000),
});
