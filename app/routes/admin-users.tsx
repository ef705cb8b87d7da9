import { Alert } from "../components/ui/alert";
import { PageHeader } from "../components/ui/page-header";
import { ResultAlert } from "../components/ui/result-alert";
import { PersonalDataExportForm } from "../features/personal-data/components/personal-data-export-form";
import { PERSONAL_DATA_INTENT } from "../features/personal-data/personal-data.schema";
import { runPersonalDataAction } from "../features/personal-data/personal-data-export.server";
import { CreateUserDialog } from "../features/users/components/create-user-dialog";
import { PendingAccounts } from "../features/users/components/pending-accounts";
import { PromotionConfirmation } from "../features/users/components/promotion-confirmation";
import { UsersTable } from "../features/users/components/users-table";
import { USER_MESSAGES } from "../features/users/users.schema";
import { findPromotionToConfirm, listPendingAccounts, listUsers } from "../features/users/users.server";
import { requireAccountsAdmin, runUsersAction } from "../features/users/users-actions.server";
import { isOwner } from "../lib/admin-containment";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/admin-users";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["admin"]);
  const viewer = { currentUserId: user.id, isOwner: isOwner(user, getEnv().ADMIN_EMAIL) };
  try {
    const [users, pending, promotion] = await Promise.all([
      listUsers(getEnv().APP_TIME_ZONE),
      listPendingAccounts(getEnv().APP_TIME_ZONE),
      findPromotionToConfirm(new URL(request.url)),
    ]);
    return { ...viewer, users, pending, promotion, loadError: null };
  } catch (error) {
    console.error(error);
    return { ...viewer, users: [], pending: [], promotion: null, loadError: USER_MESSAGES.listFailed };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { name, admin } = await requireAccountsAdmin(request);
  if (name === PERSONAL_DATA_INTENT) return runPersonalDataAction(await request.formData());
  return runUsersAction(name, await request.formData(), { admin, ownerEmail: getEnv().ADMIN_EMAIL });
}

export const meta: Route.MetaFunction = staffMeta("Gestion des utilisateurs", "/admin/users");

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Gestion des utilisateurs" lead="Créez des comptes et attribuez les rôles.">
        <CreateUserDialog />
      </PageHeader>
      {/* The export form shows its own refusal, under its field. */}
      <ResultAlert result={actionData?.intent === PERSONAL_DATA_INTENT ? undefined : actionData} />
      {loaderData.promotion ? <PromotionConfirmation {...loaderData.promotion} /> : null}
      <PendingAccounts accounts={loaderData.pending} decide />
      <div className="mt-8">
        {loaderData.loadError ? (
          <Alert>{loaderData.loadError}</Alert>
        ) : (
          <UsersTable
            users={loaderData.users}
            currentUserId={loaderData.currentUserId}
            viewerIsOwner={loaderData.isOwner}
          />
        )}
      </div>
      <div className="mt-8">
        <PersonalDataExportForm result={actionData} />
      </div>
    </section>
  );
}
