import { Form } from "react-router";
import { Button } from "../../../components/ui/button";
import { Fold } from "../../../components/ui/fold";
import { MY_SCHEDULE_REGIONS } from "../../../domain/my-schedule-regions";
import { CalendarSubscription } from "./calendar-subscription";

const CALENDAR = MY_SCHEDULE_REGIONS.calendar.id;
const NOTICES = MY_SCHEDULE_REGIONS.notices.id;

/**
 * The calendar link and the change notices, folded under one line below the week: a shortcut at the top of the page
 * (#agenda, #prevenir) unfolds them, and they show unfolded with the answer to one of their forms.
 */
export function MySettings({
  feedUrl,
  notices,
  answer,
  busy,
}: {
  feedUrl: string | null;
  notices: boolean;
  /** The action's answer, said beside the form it answers. */
  answer: { intent?: string; message: string } | null;
  busy: boolean;
}) {
  const noticesAnswer = answer?.intent === "notices" ? answer : null;
  const calendarAnswer = answer && !noticesAnswer ? answer : null;
  return (
    <Fold
      open={answer !== null}
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
      summaryClassName="px-4 py-3 text-lg font-semibold text-slate-900"
      summary="Mon agenda et mes e-mails"
    >
      <div className="space-y-8 border-t border-slate-100 p-4 sm:p-6">
        <section id={CALENDAR} aria-labelledby={`${CALENDAR}-titre`} className="space-y-4">
          <h2 id={`${CALENDAR}-titre`} className="text-xl font-semibold text-slate-900">
            Mon agenda sur téléphone ou ordinateur
          </h2>
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
          {calendarAnswer ? (
            <p role="status" className="text-sm font-medium text-green-800">
              {calendarAnswer.message}
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
        </section>

        <section id={NOTICES} aria-labelledby={`${NOTICES}-titre`} className="space-y-4">
          <h2 id={`${NOTICES}-titre`} className="text-xl font-semibold text-slate-900">
            Prévenir des changements
          </h2>
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
        </section>
      </div>
    </Fold>
  );
}
