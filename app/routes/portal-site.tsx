import { data } from "react-router";
import { PortalSitePage } from "../features/clients/components/portal-site-page";
import { siteHoursMonths } from "../features/clients/site-file.server";
import { comingVisits } from "../features/clients/site-visits.server";
import { InspectionScores } from "../features/inspections/components/inspection-scores";
import { siteInspections } from "../features/inspections/inspections.server";
import { noStore } from "../lib/cache-control";
import { portalSite } from "../lib/client-scope.server";
import { getEnv } from "../lib/env.server";
import { requireClient } from "../lib/permissions.server";
import { portalMeta } from "../lib/seo";
import { todayIn } from "../lib/time";
import type { Route } from "./+types/portal-site";

/** One of the client contact's sites; another's, or one not opened to this contact, is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireClient(request);
  const site = await portalSite(user.id, params.id);
  if (!site) throw data(null, { status: 404 });
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const [months, visits, inspections] = await Promise.all([
    siteHoursMonths(site.id, todayIn(zone, now), zone, now),
    comingVisits(site.id, now),
    siteInspections(site.id),
  ]);
  return { site, visits, months, inspections, zone };
}

export const headers = noStore;

export const meta: Route.MetaFunction = (args) =>
  portalMeta(args.loaderData?.site.name ?? "Site", `/portal/sites/${args.params.id}`)(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { inspections, zone, ...page } = loaderData;
  return (
    <PortalSitePage
      {...page}
      zone={zone}
      inspections={<InspectionScores inspections={inspections} pages="/portal/controles" zone={zone} />}
    />
  );
}
