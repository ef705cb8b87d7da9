import { Alert } from "../components/ui/alert";
import { EmployeesTable } from "../features/employees/components/employees-table";
import { EMPLOYEE_MESSAGES } from "../features/employees/employees.schema";
import { deleteEmployee, listEmployees, updateEmployee } from "../features/employees/employees.server";
import { accountsAction } from "../features/users/accounts-action.server";
import { CreateUserDialog } from "../features/users/components/create-user-dialog";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/employees";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"]);
  const manageAs = user.role === "admin" ? user.id : null;
  try {
    return { manageAs, employees: await listEmployees(), loadError: null };
  } catch (error) {
    console.error(error);
    return { manageAs, employees: [], loadError: EMPLOYEE_MESSAGES.listFailed };
  }
}

export async function action({ request }: Route.ActionArgs) {
  return accountsAction(request, { update: updateEmployee, delete: deleteEmployee });
}

export const meta: Route.MetaFunction = staffMeta("Employés", "/employees");

export default function EmployeesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Employés</h1>
          <p className="mt-1 text-slate-600">Le personnel et son rôle.</p>
        </div>
        {loaderData.manageAs ? <CreateUserDialog /> : null}
      </div>
      {actionData ? (
        // The answer of a form posted without JavaScript (with it, the form's fetcher toasts it).
        <Alert tone={actionData.ok ? "success" : "error"} className="mt-6">
          {actionData.message}
        </Alert>
      ) : null}
      <div className="mt-8">
        {loaderData.loadError ? (
          <Alert>{loaderData.loadError}</Alert>
        ) : (
          <EmployeesTable employees={loaderData.employees} manageAs={loaderData.manageAs} />
        )}
      </div>
    </section>
  );
}
