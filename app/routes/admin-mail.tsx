import { Alert } from "../components/ui/alert";
import { PageHeader } from "../components/ui/page-header";
import { FailedMailTable, type FailedMailView } from "../features/outbox/components/failed-mail-table";
import { OUTBOX_MESSAGES } from "../features/outbox/outbox.schema";
import { listFailedMail, runMailAction } from "../features/outbox/outbox.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { formatDateTime } from "../lib/time";
import type { Route } from "./+types/admin-mail";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin"]);
  try {
    const zone = getEnv().APP_TIME_ZONE;
    const rows = await listFailedMail();
    return {
      rows: rows.map((row): FailedMailView => ({ ...row, createdAt: formatDateTime(row.createdAt, zone) })),
      loadError: null,
    };
  } catch (error) {
    console.error(error);
    return { rows: [], loadError: OUTBOX_MESSAGES.listFailed };
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireUserWithRole(request, ["admin"]);
  return runMailAction(new URL(request.url).searchParams.get("intent"), await request.formData());
}

export const meta: Route.MetaFunction = staffMeta("Courriels en échec", "/admin/mail");

export default function AdminMailPage({ loaderData }: Route.ComponentProps) {
  const { rows, loadError } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Courriels en échec"
        lead="Courriels que le serveur d'envoi a refusés à chaque tentative. « Renvoyer » les remet en file d'envoi."
      />
      <div className="mt-8">
        {loadError ? (
          <Alert>{loadError}</Alert>
        ) : rows.length === 0 ? (
          <p className="text-slate-700">Aucun courriel en échec.</p>
        ) : (
          <FailedMailTable rows={rows} />
        )}
      </div>
    </section>
  );
}
