import { redirect } from "react-router";
import { LogoutButton } from "../components/layout/logout-button";
import { AuthCard } from "../features/auth/components/auth-card";
import { ACCOUNT_PENDING } from "../lib/auth.server";
import { getSessionUser } from "../lib/permissions.server";
import { unindexedMeta } from "../lib/seo";
import type { Route } from "./+types/pending-approval";

/** Where a self-registered account waits for an admin's approval: every staff page sends it here. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) throw redirect("/auth");
  if (!user.pending) throw redirect("/");
  return { message: ACCOUNT_PENDING };
}

export const meta: Route.MetaFunction = unindexedMeta(
  "Compte en attente",
  "Compte en attente d'approbation.",
  "/pending-approval",
);

export default function PendingApprovalPage({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title="Compte en attente">
      <p className="mt-4 text-slate-700">{loaderData.message}</p>
      <LogoutButton className="mt-6" />
    </AuthCard>
  );
}
