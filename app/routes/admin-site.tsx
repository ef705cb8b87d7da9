import { data } from "react-router";
import { SitePage } from "../features/clients/components/site-page";
import { SERVICE_CONTRACTS_DENIED } from "../features/clients/service-contracts.schema";
import { siteFile } from "../features/clients/site-file.server";
import { runSiteFileAction } from "../features/clients/site-file-actions.server";
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
  const site = isUuid(params.id) ? await siteFile(params.id, today, zone, now) : null;
  if (!site) throw data(null, { status: 404 });
  return { site, today, nextMonday: dayText(mondayOf(parseDay(today)) + 7) };
}

/** The intent travels in the URL, so that the guard runs before the body is read. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["admin", "manager"], { denied: SERVICE_CONTRACTS_DENIED });
  return runSiteFileAction(new URL(request.url).searchParams.get("intent"), await request.formData(), {
    siteId: params.id,
    userId: user.id,
  });
}

export const meta: Route.MetaFunction = (args) => staffMeta("Site", `/admin/sites/${args.params.id}`)(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SitePage {...loaderData} />;
}
