import { SitesScreen } from "../features/sites/components/sites-screen";
import { runSiteAction } from "../features/sites/site-actions.server";
import { SITE_MESSAGES, SITES_DENIED } from "../features/sites/sites.schema";
import { listSites } from "../features/sites/sites.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { rootPublicUrl, seo } from "../lib/seo";
import { todayIn } from "../lib/time";
import type { Route } from "./+types/admin-sites";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const zone = getEnv().APP_TIME_ZONE;
  try {
    return { sites: await listSites(todayIn(zone)), loadError: null, zone };
  } catch (error) {
    console.error(error);
    return { sites: [], loadError: SITE_MESSAGES.listFailed, zone };
  }
}

/** The intent travels in the URL, so that the guard runs before the body is read. */
export async function action({ request }: Route.ActionArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { denied: SITES_DENIED });
  return runSiteAction(new URL(request.url).searchParams.get("intent"), await request.formData());
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Sites clients",
    description: "Espace du personnel.",
    path: "/admin/sites",
    publicUrl: rootPublicUrl(matches),
    noindex: true,
  });

export default function SitesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SitesScreen {...loaderData} answer={actionData} />;
}
