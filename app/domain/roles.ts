export const ROLES = ["admin", "manager", "employee", "client"] as const;
export type Role = (typeof ROLES)[number];

/** The roles of the company's own people. A client contact is invited from the client's file, never made here. */
export const STAFF_ROLES = ["admin", "manager", "employee"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  manager: "Manager",
  employee: "Employé",
  client: "Client",
};

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: ROLE_LABELS.admin,
  manager: ROLE_LABELS.manager,
  employee: ROLE_LABELS.employee,
};

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? ROLE_LABELS[role] : "Utilisateur";
}
