import { ERROR_MESSAGES } from "../../lib/error-messages";
import { MAX_REPEAT_INTERVAL } from "./series/repeat";

/** The French texts of the planning forms, shared by their schemas, actions and tests. */
export const PLANNING_MESSAGES = {
  required: "Veuillez remplir tous les champs obligatoires.",
  endAfterStart: "La date de fin doit être postérieure à la date de début.",
  selectUser: "Veuillez sélectionner un utilisateur.",
  selectEmployeeToRemove: "Veuillez sélectionner un employé à retirer.",
  employeeNotFound: "Employé non trouvé",
  employeeInactive: "Ce compte est désactivé ou en attente d'approbation : il ne peut pas recevoir de planning.",
  unknownAction: ERROR_MESSAGES.unknownAction,
  siteUnavailable: "Ce site n'existe pas ou a été archivé.",
  repeatDays: "Choisissez au moins un jour de répétition.",
  repeatInterval: `L'intervalle doit être un nombre entier de semaines, de 1 à ${MAX_REPEAT_INTERVAL}.`,
  breakNegative: "La pause ne peut pas être négative.",
  breakWhole: "La pause est un nombre entier de minutes.",
  breakTooLong: "La pause doit être plus courte que la vacation.",
  repeatUntil: "La date de fin de répétition doit être postérieure à la date de début.",
  labourReason: "Indiquez le motif pour enregistrer malgré les alertes.",
  labourNote: "Ajoutez une note qui explique la dérogation.",
  labourReasonCode: "Choisissez le motif de la dérogation.",
  labourAdminOnly:
    "Infraction au droit du travail : seul un administrateur peut enregistrer malgré elle, avec un motif et une note.",
  // Copy week
  copyTargetRequired: "Veuillez choisir la semaine cible.",
  copyWeeks: "Le nombre de semaines doit être compris entre 1 et 26.",
  copyPast: "Impossible de copier vers une semaine passée.",
  copySameWeek: "La semaine cible doit être différente de la semaine copiée.",
  copySource: "La semaine à copier est invalide.",
  copyEmpty: "Aucun planning à copier pour cette semaine.",
};

/** The refusal code of a period that overlaps other plannings; the submission's form errors name them. */
export const OVERLAP_CODE = "OVERLAP";
/** The planning breaks labour rules: listed for confirmation, with a reason, like an overlap. */
export const LABOUR_CODE = "LABOUR_RULES";

export const LIMITS = { title: 200, location: 200, description: 2000, labourReason: 500 } as const;
