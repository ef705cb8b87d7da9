import { Form, useNavigation } from "react-router";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Table, TableHead, Td } from "../components/ui/table";
import { getCalendarToken, regenerateCalendarToken, revokeCalendarToken } from "../features/schedules/calendar.server";
import { ReadOnlyField } from "../features/schedules/components/planning-fields";
import { listEmployeePlannings } from "../features/schedules/schedules.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { failure, success } from "../lib/result";
import { staffMeta } from "../lib/seo";
import { formatDateTime } from "../lib/time";
import type { Route } from "./+types/my-schedule";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["employee"]);
  const env = getEnv();
  const [plannings, token] = await Promise.all([listEmployeePlannings(user.id), getCalendarToken(user.id)]);
  return {
    zone: env.APP_TIME_ZONE,
    plannings,
    feedUrl: token ? `${env.PUBLIC_URL}/calendar/${token}.ics` : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["employee"]);
  const intent = (await request.formData()).get("intent");
  if (intent === "calendar-regenerate") {
    await regenerateCalendarToken(user.id);
    return success("Nouveau lien d'abonnement créé : l'ancien ne fonctionne plus.");
  }
  if (intent === "calendar-revoke") {
    await revokeCalendarToken(user.id);
    return success("Lien d'abonnement révoqué.");
  }
  return failure(400, "INVALID_INTENT", "Action inconnue.");
}

export const meta: Route.MetaFunction = staffMeta("Mon planning", "/my-schedule");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { plannings, zone, feedUrl } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Mon planning</h1>
      {plannings.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          Aucun planning pour le moment.
        </p>
      ) : (
        <Table>
          <caption className="sr-only">Mes plannings, du plus proche au plus lointain</caption>
          <TableHead columns={["Titre", "Début", "Fin", "Lieu", "Description"]} />
          <tbody>
            {plannings.map((planning) => (
              <tr key={planning.id}>
                <Td className="font-medium text-slate-900">{planning.title}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(planning.startTime, zone)}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(planning.endTime, zone)}</Td>
                <Td>{planning.location || "Non spécifié"}</Td>
                <Td className="whitespace-pre-line">{planning.description || "Aucune description"}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Mon agenda sur téléphone ou ordinateur</h2>
        <p className="text-sm text-slate-700">
          Abonnez votre application d'agenda (Google Agenda, Apple Calendrier, Outlook…) à cette adresse secrète : vos
          plannings s'y affichent et se mettent à jour tout seuls. Ne la partagez pas ; en cas de doute, créez-en une
          nouvelle : l'ancienne cessera de fonctionner.
        </p>
        {feedUrl ? (
          <ReadOnlyField
            id="calendar-feed"
            label="Adresse de mon agenda (iCalendar)"
            value={feedUrl}
            className="font-mono text-sm"
          />
        ) : (
          <p className="text-sm text-slate-700">Aucun lien d'abonnement actif.</p>
        )}
        {actionData && "message" in actionData ? (
          <p role="status" className="text-sm font-medium text-green-800">
            {actionData.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="calendar-regenerate" />
            <Button type="submit" disabled={busy}>
              {feedUrl ? "Générer un nouveau lien" : "Créer mon lien d'abonnement"}
            </Button>
          </Form>
          {feedUrl ? (
            <Form method="post">
              <input type="hidden" name="intent" value="calendar-revoke" />
              <Button type="submit" variant="outline" disabled={busy}>
                Révoquer le lien
              </Button>
            </Form>
          ) : null}
        </div>
      </Card>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Mon planning</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        Impossible de charger votre planning.
      </p>
    </section>
  );
}
