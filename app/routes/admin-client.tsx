import { data } from "react-router";
import { runClientAction } from "../features/clients/client-actions.server";
import { CLIENTS_DENIED } from "../features/clients/clients.schema";
import { clientFile } from "../features/clients/clients.server";
import { ClientPage } from "../features/clients/components/client-page";
import { createUserAccount } from "../features/users/create-user.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/admin-client";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const client = isUuid(params.id) ? await clientFile(params.id) : null;
  if (!client) throw data(null, { status: 404 });
  return { client };
}

/** The intent travels in the URL, so that the guard runs before the body is read. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { denied: CLIENTS_DENIED });
  const intent = new URL(request.url).searchParams.get("intent");
  return runClientAction(intent, await request.formData(), params.id, createUserAccount);
}

export const meta: Route.MetaFunction = (args) => staffMeta("Client", `/admin/clients/${args.params.id}`)(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ClientPage client={loaderData.client} />;
}
