import { requestsAboutSites } from "../features/client-requests/client-requests.server";
import { ClientRequestsList } from "../features/client-requests/components/client-requests-list";
import { PortalHome } from "../features/clients/components/portal-home";
import { noStore } from "../lib/cache-control";
import { portalSites } from "../lib/client-scope.server";
import { requireClient } from "../lib/permissions.server";
import { portalMeta } from "../lib/seo";
import type { Route } from "./+types/portal";

/** A client contact's home: the sites opened to them, and their requests. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireClient(request);
  const sites = await portalSites(user.id);
  const requests = await requestsAboutSites(sites);
  return { firstName: user.firstName, sites, requests };
}

export const headers = noStore;

export const meta: Route.MetaFunction = portalMeta("Mon espace client", "/portal");

export default function Page({ loaderData }: Route.ComponentProps) {
  const { requests, ...home } = loaderData;
  return <PortalHome {...home} requests={<ClientRequestsList requests={requests} />} />;
}
