import { Alert } from "../components/ui/alert";
import { CreateUserDialog } from "../features/users/components/create-user-dialog";
import { PromotionConfirmation } from "../features/users/components/promotion-confirmation";
import { UsersTable } from "../features/users/components/users-table";
import { CREATE_USER_DENIED, USER_MESSAGES } from "../features/users/users.schema";
import {
  changeUserRole,
  changeUserStatus,
  createUserFromForm,
  findPromotionToConfirm,
  listUsers,
} from "../features/users/users.server";
import { isOwner } from "../lib/admin-containment";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { failure } from "../lib/result";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/admin-users";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["admin"]);
  const viewer = { currentUserId: user.id, isOwner: isOwner(user, getEnv().ADMIN_EMAIL) };
  try {
    const [users, promotion] = await Promise.all([listUsers(), findPromotionToConfirm(new URL(request.url))]);
    return { ...viewer, users, promotion, loadError: null };
  } catch (error) {
    console.error(error);
    return { ...viewer, users: [], promotion: null, loadError: USER_MESSAGES.listFailed };
  }
}

/**
 * The form's intent travels in the URL (`?intent=create`), so that the guard, with the refusal that intent calls
 * for, runs before a byte of the body is read.
 */
export async function action({ request }: Route.ActionArgs) {
  const intent = new URL(request.url).searchParams.get("intent");
  if (intent === "create") {
    await requireUserWithRole(request, ["admin"], { denied: CREATE_USER_DENIED });
    return createUserFromForm(await request.formData());
  }
  const user = await requireUserWithRole(request, ["admin"]);
  if (intent === "role") return changeUserRole(user, await request.formData(), getEnv().ADMIN_EMAIL);
  if (intent === "status") return changeUserStatus(user, await request.formData(), getEnv().ADMIN_EMAIL);
  return failure(400, "UNKNOWN_ACTION", "Action inconnue.");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Gestion des utilisateurs",
    description: "Espace du personnel.",
    path: "/admin/users",
    publicUrl: rootPublicUrl(matches),
    noindex: true,
  });

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Gestion des utilisateurs</h1>
          <p className="mt-1 text-slate-600">Créez des comptes et attribuez les rôles.</p>
        </div>
        <CreateUserDialog />
      </div>
      {actionData ? (
        // The answer of a form posted without JavaScript (with it, the form's fetcher toasts it).
        <Alert tone={actionData.ok ? "success" : "error"} className="mt-6">
          {actionData.message}
        </Alert>
      ) : null}
      {loaderData.promotion ? <PromotionConfirmation {...loaderData.promotion} /> : null}
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
    </section>
  );
}
