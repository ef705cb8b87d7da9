import { data } from "react-router";
import { InspectionRunPage } from "../features/inspections/components/inspection-run-page";
import { INSPECTION_RUN_ACTIONS, INSPECTION_RUNNER_OPTIONS } from "../features/inspections/inspection-actions.server";
import { INSPECTIONS_DENIED } from "../features/inspections/inspections.schema";
import { inspectedSite } from "../features/inspections/inspections.server";
import { templatesForSite } from "../features/inspections/templates.server";
import { runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/admin-site-inspection";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const site = await inspectedSite(params.id);
  if (!site) throw data(null, { status: 404 });
  const templates = await templatesForSite(site.id);
  const chosen = new URL(request.url).searchParams.get("modele");
  const template = templates.find((row) => row.id === chosen) ?? templates[0] ?? null;
  return { site, templates, template };
}

/** The intent travels in the URL, so that the guard runs before the body (and its photos) is read. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"], { denied: INSPECTIONS_DENIED });
  const context = { siteId: params.id, user, zone: getEnv().APP_TIME_ZONE };
  const name = new URL(request.url).searchParams.get("intent");
  return runAction(INSPECTION_RUN_ACTIONS, name, await request.formData(), context, INSPECTION_RUNNER_OPTIONS);
}

export const meta: Route.MetaFunction = (args) =>
  staffMeta("Nouvelle inspection", `/admin/sites/${args.params.id}/inspection`)(args);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <InspectionRunPage {...loaderData} result={actionData} />;
}
