import { PagePlaceholder } from "../components/layout/page-placeholder";
import { requireRole } from "../lib/permissions.server";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/admin-users";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ["admin"]);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Gestion des utilisateurs",
    description: "Espace du personnel.",
    path: "/admin/users",
    publicUrl: rootPublicUrl(matches),
    noindex: true,
  });

export default function Page() {
  return <PagePlaceholder title="Gestion des utilisateurs" />;
}
