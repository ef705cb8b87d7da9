import { labelledEnum } from "./labelled-enum";

export const { values: ROLES, labels: ROLE_LABELS } = labelledEnum({
  admin: "Administrateur",
  manager: "Manager",
  employee: "Employé",
  client: "Client",
});
export type Role = (typeof ROLES)[number];

/** The roles of the company's own people. A client contact is invited from the client's file, never made here. */
export const { values: STAFF_ROLES, labels: STAFF_ROLE_LABELS } = labelledEnum({
  admin: ROLE_LABELS.admin,
  manager: ROLE_LABELS.manager,
  employee: ROLE_LABELS.employee,
} satisfies Partial<Record<Role, string>>);
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? ROLE_LABELS[role] : "Utilisateur";
}
