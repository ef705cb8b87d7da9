import { data } from "react-router";
import { SitePage } from "../features/clients/components/site-page";
import { SERVICE_CONTRACTS_DENIED } from "../features/clients/service-contracts.schema";
import { siteFile } from "../features/clients/site-file.server";
import { SITE_FILE_ACTIONS, SITE_FILE_RUNNER_OPTIONS } from "../features/clients/site-file-actions.server";
import { SiteInspections } from "../features/inspections/components/site-inspections";
import { SITE_INSPECTION_ACTIONS } from "../features/inspections/inspection-actions.server";
import { siteInspections } from "../features/inspections/inspections.server";
import { templatesForSite } from "../features/inspections/templates.server";
import { runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { dayText, mondayOf, parseDay, todayIn } from "../lib/time";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/admin-site";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const today = todayIn(zone, now);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const [site, inspections, templates] = await Promise.all([
    siteFile(params.id, today, zone, now),
    siteInspections(params.id),
    templatesForSite(params.id),
  ]);
  if (!site) throw data(null, { status: 404 });
  return {
    site,
    today,
    zone,
    nextMonday: dayText(mondayOf(parseDay(today)) + 7),
    inspections: { list: inspections, templates },
  };
}

/** The site's contracts and inspections meet here; the intent travels in the URL, so the guard runs first. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"], { denied: SERVICE_CONTRACTS_DENIED });
  const intents = { ...SITE_FILE_ACTIONS, ...SITE_INSPECTION_ACTIONS };
  const name = new URL(request.url).searchParams.get("intent");
  const context = { siteId: params.id, userId: user.id };
  return runAction(intents, name, await request.formData(), context, SITE_FILE_RUNNER_OPTIONS);
}

export const meta: Route.MetaFunction = (args) => staffMeta("Site", `/admin/sites/${args.params.id}`)(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { site, zone, inspections } = loaderData;
  const section = (
    <SiteInspections
      siteId={site.id}
      active={site.active}
      threshold={site.inspectionThreshold}
      inspections={inspections.list}
      templates={inspections.templates}
      zone={zone}
    />
  );
  return <SitePage {...loaderData} inspections={section} />;
}
