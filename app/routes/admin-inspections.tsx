import { TemplatesPage } from "../features/inspections/components/templates-page";
import { INSPECTION_RUNNER_OPTIONS, TEMPLATE_ACTIONS } from "../features/inspections/inspection-actions.server";
import { INSPECTIONS_DENIED } from "../features/inspections/inspections.schema";
import { listTemplates } from "../features/inspections/templates.server";
import { runAction } from "../lib/action-runner.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/admin-inspections";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  return { templates: await listTemplates() };
}

/** The intent travels in the URL, so that the guard runs before the body is read. */
export async function action({ request }: Route.ActionArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { denied: INSPECTIONS_DENIED });
  const name = new URL(request.url).searchParams.get("intent");
  return runAction(TEMPLATE_ACTIONS, name, await request.formData(), {}, INSPECTION_RUNNER_OPTIONS);
}

export const meta: Route.MetaFunction = staffMeta("Modèles d'inspection", "/admin/inspections");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TemplatesPage {...loaderData} />;
}
