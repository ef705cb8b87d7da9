import { BackLink } from "../components/ui/back-link";
import { Card } from "../components/ui/card";
import {
  CLIENT_REQUEST_ACTIONS,
  CLIENT_REQUEST_RUNNER_OPTIONS,
} from "../features/client-requests/client-request-actions.server";
import { ClientRequestForm } from "../features/client-requests/components/client-request-form";
import { runAction } from "../lib/action-runner.server";
import { noStore } from "../lib/cache-control";
import { portalSites } from "../lib/client-scope.server";
import { requireClient } from "../lib/permissions.server";
import { portalMeta } from "../lib/seo";
import type { Route } from "./+types/portal-request-new";

/** The contact's sites to choose from: the only one chosen already, or the one whose page linked here (?site=). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireClient(request);
  const sites = (await portalSites(user.id)).map(({ id, name }) => ({ id, name }));
  const asked = new URL(request.url).searchParams.get("site");
  const siteId = sites.length === 1 ? (sites[0]?.id ?? null) : (sites.find((site) => site.id === asked)?.id ?? null);
  return { sites, siteId };
}

/** The intent travels in the URL, so that the guard runs before the body (and its photo) is read. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireClient(request);
  const name = new URL(request.url).searchParams.get("intent");
  return runAction(CLIENT_REQUEST_ACTIONS, name, await request.formData(), { user }, CLIENT_REQUEST_RUNNER_OPTIONS);
}

export const headers = noStore;

export const meta: Route.MetaFunction = portalMeta("Nouvelle demande", "/portal/demandes/nouvelle");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { sites, siteId } = loaderData;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to="/portal">Mon espace client</BackLink>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Nouvelle demande</h1>
        <p className="mt-1 text-slate-700">
          Une intervention en plus, ou une réclamation sur un passage : nous la suivons et vous voyez où elle en est.
        </p>
      </div>
      <Card>
        {sites.length === 0 ? (
          <p className="text-slate-700">
            Aucun site ne vous est ouvert pour le moment : contactez votre interlocuteur.
          </p>
        ) : (
          <ClientRequestForm sites={sites} siteId={siteId} result={actionData} />
        )}
      </Card>
    </section>
  );
}
