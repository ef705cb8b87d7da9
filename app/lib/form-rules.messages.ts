/** The French validation messages, shared by every public form: zod-free, so that a page can show them as they are. */
export const FIELD_MESSAGES = {
  required: "Ce champ est requis",
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  email: "Format d'email invalide",
  phone: "Format de téléphone invalide (format français attendu)",
  choice: "Veuillez choisir une valeur de la liste",
  date: "Date invalide",
  postalCode: "Le code postal doit comporter 5 chiffres",
} as const;
