import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { noticesEnabled, setNoticesEnabled } from "../features/change-notices/change-notices.server";
import { listAbsences } from "../features/contracts/absences.server";
import { MyAbsences } from "../features/contracts/components/my-absences";
import { getCalendarToken, regenerateCalendarToken, revokeCalendarToken } from "../features/my-week/calendar.server";
import { CalendarSubscription } from "../features/my-week/components/calendar-subscription";
import { ShiftDays } from "../features/my-week/components/shift-days";
import { groupByDay, nextShift, splitShifts } from "../features/my-week/my-week";
import { listMyShifts } from "../features/my-week/my-week.server";
import { done, type Intents, intent, runAction } from "../lib/action-runner.server";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { staffMeta } from "../lib/seo";
import { todayIn } from "../lib/time";
import type { Route } from "./+types/my-schedule";

/** `?passes=1` shows the past shifts too (a plain link, so that it works without JavaScript). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, ["employee"]);
  const env = getEnv();
  const showPast = new URL(request.url).searchParams.get("passes") === "1";
  const now = new Date();
  const today = todayIn(env.APP_TIME_ZONE, now);
  const [shifts, token, notices, absences] = await Promise.all([
    listMyShifts(user.id, showPast ? { now } : { endingAfter: now, now }),
    getCalendarToken(user.id),
    noticesEnabled(user.id),
    listAbsences(user.id, today),
  ]);
  const { upcoming, past } = splitShifts(shifts, now);
  return {
    zone: env.APP_TIME_ZONE,
    upcoming: groupByDay(upcoming, today, env.APP_TIME_ZONE),
    nextId: nextShift(upcoming, now)?.id ?? null,
    past: showPast ? groupByDay(past, today, env.APP_TIME_ZONE) : null,
    feedUrl: token ? `${env.PUBLIC_URL}/calendar/${token}.ics` : null,
    notices,
    absences,
  };
}

/** The employee's own settings: the forms name no one, each intent acts for the signed-in employee only. */
const MY_SCHEDULE_ACTIONS: Intents<string> = {
  "calendar-regenerate": intent({
    schema: z.object({}),
    async run(_value, userId) {
      await regenerateCalendarToken(userId);
      return done("Nouveau lien d'abonnement créé : l'ancien ne fonctionne plus.");
    },
  }),
  "calendar-revoke": intent({
    schema: z.object({}),
    async run(_value, userId) {
      await revokeCalendarToken(userId);
      return done("Lien d'abonnement révoqué.");
    },
  }),
  notices: intent({
    schema: z.object({ enabled: z.string().optional() }),
    async run(value, userId) {
      const enabled = value.enabled === "on";
      await setNoticesEnabled(userId, enabled);
      return done(
        enabled ? "Vous serez prévenu(e) par e-mail des changements." : "Vous ne recevrez plus d'e-mail de changement.",
      );
    },
  }),
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUserWithRole(request, ["employee"]);
  const form = await request.formData();
  return runAction(MY_SCHEDULE_ACTIONS, String(form.get("intent") ?? ""), form, user.id, {
    unknown: { code: "INVALID_INTENT" },
  });
}

export const meta: Route.MetaFunction = staffMeta("Mon planning", "/my-schedule");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, nextId, zone, feedUrl, notices, absences } = loaderData;
  const noticesAnswer = actionData && "intent" in actionData && actionData.intent === "notices" ? actionData : null;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Mon planning</h1>
      {upcoming.length === 0 && !past?.length ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          Aucun planning pour le moment.
        </p>
      ) : (
        <ShiftDays days={upcoming} zone={zone} nextId={nextId} />
      )}
      {past ? (
        <section aria-labelledby="passees" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="passees" className="text-xl font-semibold text-slate-900">
              Interventions passées
            </h2>
            <Link to="/my-schedule" className="inline-flex min-h-11 items-center text-brand-700 underline">
              Masquer les interventions passées
            </Link>
          </div>
          {past.length > 0 ? (
            <ShiftDays days={past} zone={zone} nextId={null} />
          ) : (
            <p className="text-slate-600">Aucune intervention passée.</p>
          )}
        </section>
      ) : (
        <Link to="/my-schedule?passes=1" className="inline-flex min-h-11 items-center text-brand-700 underline">
          Voir les interventions passées
        </Link>
      )}

      <MyAbsences absences={absences} />

      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Mon agenda sur téléphone ou ordinateur</h2>
        <p className="text-sm text-slate-700">
          Abonnez votre application d'agenda (Google Agenda, Apple Calendrier, Outlook…) à cette adresse secrète : vos
          plannings s'y affichent et se mettent à jour tout seuls. Ne la partagez pas ; en cas de doute, créez-en une
          nouvelle : l'ancienne cessera de fonctionner.
        </p>
        {feedUrl ? (
          <CalendarSubscription feedUrl={feedUrl} />
        ) : (
          <p className="text-sm text-slate-700">Aucun lien d'abonnement actif.</p>
        )}
        {actionData && "message" in actionData && !noticesAnswer ? (
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

      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Prévenir des changements</h2>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="notices" />
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" name="enabled" defaultChecked={notices} key={String(notices)} className="size-5" />
            Recevoir un e-mail quand mes interventions à venir sont ajoutées, déplacées ou annulées
          </label>
          {noticesAnswer ? (
            <p role="status" className="text-sm font-medium text-green-800">
              {noticesAnswer.message}
            </p>
          ) : null}
          <Button type="submit" variant="outline" disabled={busy}>
            Enregistrer
          </Button>
        </Form>
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
