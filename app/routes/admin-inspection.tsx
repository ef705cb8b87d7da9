import { data } from "react-router";
import { InspectionPage } from "../features/inspections/components/inspection-page";
import { CORRECTIVE_ACTIONS, INSPECTION_RUNNER_OPTIONS } from "../features/inspections/inspection-actions.server";
import { INSPECTIONS_DENIED } from "../features/inspections/inspections.schema";
import { inspectionFile } from "../features/inspections/inspections.server";
import { runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import { activeManagers } from "../lib/managers.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { todayIn } from "../lib/time";
import type { Route } from "./+types/admin-inspection";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const [inspection, managers] = await Promise.all([inspectionFile(params.id), activeManagers()]);
  if (!inspection) throw data(null, { status: 404 });
  const zone = getEnv().APP_TIME_ZONE;
  const setting = {
    back: { to: `/admin/sites/${inspection.site.id}`, label: "Retour au site" },
    photos: "/admin/inspections/photos",
    owners: managers.map(({ id, name }) => ({ id, name })),
  };
  return { inspection, setting, today: todayIn(zone), zone };
}

/** The intent travels in the URL, so that the guard runs before the body is read. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"], { denied: INSPECTIONS_DENIED });
  const name = new URL(request.url).searchParams.get("intent");
  return runAction(CORRECTIVE_ACTIONS, name, await request.formData(), { userId: user.id }, INSPECTION_RUNNER_OPTIONS);
}

export const meta: Route.MetaFunction = (args) => staffMeta("Inspection", `/admin/inspections/${args.params.id}`)(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InspectionPage {...loaderData} />;
}
