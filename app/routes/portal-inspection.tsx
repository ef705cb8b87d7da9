import { data } from "react-router";
import { InspectionPage } from "../features/inspections/components/inspection-page";
import { inspectionFile } from "../features/inspections/inspections.server";
import { noStore } from "../lib/cache-control";
import { portalSite } from "../lib/client-scope.server";
import { getEnv } from "../lib/env.server";
import { requireClient } from "../lib/permissions.server";
import { portalMeta } from "../lib/seo";
import { todayIn } from "../lib/time";
import type { Route } from "./+types/portal-inspection";

/** An inspection of one of the client contact's sites, read-only; another site's is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireClient(request);
  const inspection = await inspectionFile(params.id);
  if (!inspection || !(await portalSite(user.id, inspection.site.id))) throw data(null, { status: 404 });
  const zone = getEnv().APP_TIME_ZONE;
  const setting = {
    back: { to: `/portal/sites/${inspection.site.id}`, label: "Retour au site" },
    photos: "/portal/photos",
    owners: null,
  };
  return { inspection, setting, today: todayIn(zone), zone };
}

export const headers = noStore;

export const meta: Route.MetaFunction = (args) =>
  portalMeta("Contrôle qualité", `/portal/controles/${args.params.id}`)(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InspectionPage {...loaderData} />;
}
