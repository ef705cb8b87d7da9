import { EMPLOYEE_MESSAGES } from "./employees.schema";

/** Why an admin may not delete `target` (null when allowed): not themself, not another admin. */
export function deleteRefusal(actorId: string, target: { id: string; role: string }) {
  if (target.id === actorId) return { code: "SELF_DELETE_FORBIDDEN", message: EMPLOYEE_MESSAGES.selfDelete };
  if (target.role === "admin") return { code: "ADMIN_DELETE_PROTECTED", message: EMPLOYEE_MESSAGES.adminDelete };
  return null;
}
