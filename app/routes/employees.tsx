import { Alert } from "../components/ui/alert";
import { PageHeader } from "../components/ui/page-header";
import { ResultAlert } from "../components/ui/result-alert";
import { EmployeesTable } from "../features/employees/components/employees-table";
import { EMPLOYEE_MESSAGES } from "../features/employees/employees.schema";
import { listEmployees } from "../features/employees/employees.server";
import { EMPLOYEE_INTENTS } from "../features/employees/employees-actions.server";
import { CreateUserDialog } from "../features/users/components/create-user-dialog";
import { PendingAccounts } from "../features/users/components/pending-accounts";
import { listPendingAccounts } from "../features/users/users.server";
import { CREATE_USER_INTENT, requireAccountsAdmin } from "../features/users/users-actions.server";
import { runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/employees";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"]);
  const manageAs = user.role === "admin" ? user.id : null;
  try {
    const [employees, pending] = await Promise.all([listEmployees(), listPendingAccounts(getEnv().APP_TIME_ZONE)]);
    return { manageAs, employees, pending, loadError: null };
  } catch (error) {
    console.error(error);
    return { manageAs, employees: [], pending: [], loadError: EMPLOYEE_MESSAGES.listFailed };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { name, admin } = await requireAccountsAdmin(request);
  return runAction({ ...EMPLOYEE_INTENTS, create: CREATE_USER_INTENT }, name, await request.formData(), { admin });
}

export const meta: Route.MetaFunction = staffMeta("Employés", "/employees");

export default function EmployeesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Employés" lead="Le personnel et son rôle.">
        {loaderData.manageAs ? <CreateUserDialog /> : null}
      </PageHeader>
      <ResultAlert result={actionData} />
      <div className="mt-8">
        {loaderData.loadError ? (
          <Alert>{loaderData.loadError}</Alert>
        ) : (
          <EmployeesTable employees={loaderData.employees} manageAs={loaderData.manageAs} />
        )}
        <PendingAccounts accounts={loaderData.pending} decide={false} />
      </div>
    </section>
  );
}
