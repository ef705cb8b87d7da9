/** How a staff member is named everywhere: first and last name, either of which may be missing. */
export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim();
}

/** What stands for a person whose account was deleted, wherever their name was. */
export const DELETED_ACCOUNT = "Compte supprimé";
