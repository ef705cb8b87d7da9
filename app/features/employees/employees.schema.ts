import { z } from "zod";
import { emailField, firstNameField, lastNameField } from "../../lib/account-fields";

export const EMPLOYEE_MESSAGES = {
  listFailed: "Impossible de charger la liste des employés.",
  updated: "Employé mis à jour",
  deleted: "Employé supprimé",
  notFound: "Employé introuvable.",
  alreadyExists: "Un utilisateur avec cet email existe déjà.",
  selfDelete: "Vous ne pouvez pas supprimer votre propre compte.",
  adminDelete: "Impossible de supprimer un administrateur.",
  payRecordsKept:
    "Impossible de supprimer cet employé : ses pointages et ses semaines validées sont gardés cinq ans, comme la loi le demande. Désactivez son compte dans Utilisateurs.",
} as const;

export const editEmployeeSchema = z.object({
  id: z.string({ error: EMPLOYEE_MESSAGES.notFound }).min(1, EMPLOYEE_MESSAGES.notFound),
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
});

export const deleteEmployeeSchema = z.object({
  id: z.string({ error: EMPLOYEE_MESSAGES.notFound }).min(1, EMPLOYEE_MESSAGES.notFound),
});

export type EmployeeEdit = z.output<typeof editEmployeeSchema>;
