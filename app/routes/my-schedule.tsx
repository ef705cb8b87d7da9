import { PagePlaceholder } from "../components/layout/page-placeholder";
import { requireRole } from "../lib/permissions.server";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/my-schedule";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ["employee"]);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Mon planning",
    description: "Espace du personnel.",
    path: "/my-schedule",
    publicUrl: rootPublicUrl(matches),
    noindex: true,
  });

export default function Page() {
  return <PagePlaceholder title="Mon planning" />;
}
