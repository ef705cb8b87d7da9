import { type Intents, intent } from "../../lib/action-runner.server";
import type { SessionUser } from "../../lib/permissions";
import { deleteEmployeeSchema, EMPLOYEE_MESSAGES, editEmployeeSchema } from "./employees.schema";
import { deleteEmployee, updateEmployee } from "./employees.server";

/** The intents of /employees on an employee's row; the caller is an admin. */
export const EMPLOYEE_INTENTS: Intents<{ admin: SessionUser }> = {
  update: intent({
    schema: editEmployeeSchema,
    form: "reset",
    invalid: {
      status: 400,
      message: (errors) =>
        Object.values(errors).find((messages) => messages?.length)?.[0] ?? EMPLOYEE_MESSAGES.notFound,
    },
    run: (edit, { admin }) => updateEmployee(admin, edit),
  }),
  delete: intent({
    schema: deleteEmployeeSchema,
    invalid: { status: 404, code: "USER_NOT_FOUND", message: EMPLOYEE_MESSAGES.notFound },
    run: ({ id }, { admin }) => deleteEmployee(admin, id),
  }),
};
