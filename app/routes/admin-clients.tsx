import { CLIENT_MESSAGES, convertQuoteSchema } from "../features/clients/clients.schema";
import { listClients } from "../features/clients/clients.server";
import { ClientsList } from "../features/clients/components/clients-list";
import { convertQuote } from "../features/clients/quote-conversion.server";
import { intent, refused, runAction } from "../lib/action-runner.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { redirectWithToast } from "../lib/toast.server";
import type { Route } from "./+types/admin-clients";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  return { clients: await listClients() };
}

/** « Créer le client » from a quote request; the intent travels in the URL, so the guard runs before the body is read. */
export async function action({ request }: Route.ActionArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const intents = {
    "from-quote": intent({
      schema: convertQuoteSchema,
      invalid: { status: 404, code: "NOT_FOUND", message: CLIENT_MESSAGES.quoteNotFound },
      async run({ quoteId }) {
        const outcome = await convertQuote(quoteId, new Date());
        if (!outcome.ok)
          return outcome.reason === "QUOTE_NOT_FOUND"
            ? refused(CLIENT_MESSAGES.quoteNotFound, { status: 404, code: "NOT_FOUND" })
            : refused(CLIENT_MESSAGES.siteNameTaken, { status: 409, code: "SITE_NAME_TAKEN" });
        const toast = outcome.already
          ? { type: "success" as const, title: CLIENT_MESSAGES.already }
          : { type: "success" as const, title: CLIENT_MESSAGES.created };
        return redirectWithToast(`/admin/clients/${outcome.clientId}`, toast);
      },
    }),
  };
  return runAction(intents, new URL(request.url).searchParams.get("intent"), await request.formData(), undefined);
}

export const meta: Route.MetaFunction = staffMeta("Clients", "/admin/clients");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientsList clients={loaderData.clients} answer={actionData} />;
}
