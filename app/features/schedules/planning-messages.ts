import { ERROR_MESSAGES } from "../../lib/error-messages";
import { MAX_REPEAT_INTERVAL } from "./series/repeat";

/** The French texts and refusal codes of the planning forms, shared by their schemas, actions and tests. */
export const REQUIRED_MESSAGE = "Veuillez remplir tous les champs obligatoires.";
export const END_AFTER_START_MESSAGE = "La date de fin doit être postérieure à la date de début.";
export const SELECT_USER_MESSAGE = "Veuillez sélectionner un utilisateur.";
export const SELECT_EMPLOYEE_TO_REMOVE_MESSAGE = "Veuillez sélectionner un employé à retirer.";
export const EMPLOYEE_NOT_FOUND_MESSAGE = "Employé non trouvé";
export const EMPLOYEE_INACTIVE_MESSAGE =
  "Ce compte est désactivé ou en attente d'approbation : il ne peut pas recevoir de planning.";
export const UNKNOWN_ACTION_MESSAGE = ERROR_MESSAGES.unknownAction;
export const SITE_UNAVAILABLE_MESSAGE = "Ce site n'existe pas ou a été archivé.";
export const REPEAT_DAYS_MESSAGE = "Choisissez au moins un jour de répétition.";
export const REPEAT_INTERVAL_MESSAGE = `L'intervalle doit être un nombre entier de semaines, de 1 à ${MAX_REPEAT_INTERVAL}.`;
export const BREAK_NEGATIVE_MESSAGE = "La pause ne peut pas être négative.";
export const BREAK_WHOLE_MESSAGE = "La pause est un nombre entier de minutes.";
export const BREAK_TOO_LONG_MESSAGE = "La pause doit être plus courte que la vacation.";
export const REPEAT_UNTIL_MESSAGE = "La date de fin de répétition doit être postérieure à la date de début.";
/** The refusal code of a period that overlaps other plannings; the submission's form errors name them. */
export const OVERLAP_CODE = "OVERLAP";
/** The planning breaks labour rules: listed for confirmation, with a reason, like an overlap. */
export const LABOUR_CODE = "LABOUR_RULES";
export const LABOUR_REASON_MESSAGE = "Indiquez le motif pour enregistrer malgré les alertes.";
export const LABOUR_NOTE_MESSAGE = "Ajoutez une note qui explique la dérogation.";
export const LABOUR_REASON_CODE_MESSAGE = "Choisissez le motif de la dérogation.";
export const LABOUR_ADMIN_ONLY_MESSAGE =
  "Infraction au droit du travail : seul un administrateur peut enregistrer malgré elle, avec un motif et une note.";

export const COPY_TARGET_REQUIRED_MESSAGE = "Veuillez choisir la semaine cible.";
export const COPY_WEEKS_MESSAGE = "Le nombre de semaines doit être compris entre 1 et 26.";
export const COPY_PAST_MESSAGE = "Impossible de copier vers une semaine passée.";
export const COPY_SAME_WEEK_MESSAGE = "La semaine cible doit être différente de la semaine copiée.";
export const COPY_SOURCE_MESSAGE = "La semaine à copier est invalide.";
export const COPY_EMPTY_MESSAGE = "Aucun planning à copier pour cette semaine.";

export const LIMITS = { title: 200, location: 200, description: 2000, labourReason: 500 } as const;
