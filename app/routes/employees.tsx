import { PagePlaceholder } from "../components/layout/page-placeholder";
import { requireRole } from "../lib/permissions.server";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/employees";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ["admin", "manager"]);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Employés",
    description: "Espace du personnel.",
    path: "/employees",
    publicUrl: rootPublicUrl(matches),
    noindex: true,
  });

export default function Page() {
  return <PagePlaceholder title="Employés" />;
}
