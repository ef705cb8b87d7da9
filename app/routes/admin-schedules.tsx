import { PagePlaceholder } from "../components/layout/page-placeholder";
import { requireRole } from "../lib/permissions.server";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/admin-schedules";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Gestion des plannings",
    description: "Espace du personnel.",
    path: "/admin/schedules",
    publicUrl: rootPublicUrl(matches),
    noindex: true,
  });

export default function Page() {
  return <PagePlaceholder title="Gestion des plannings" />;
}
