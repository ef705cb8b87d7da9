import { Form, Link } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import type { SwapShift } from "../swaps/swaps.server";

const ROW =
  "flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3";

/**
 * « Proposer à un collègue »: first the colleague, then « Lui céder » or one of the colleague's shifts in exchange.
 * Links and plain forms: it works without JavaScript, in four taps from the week.
 */
export function SwapPicker({
  shift,
  colleagues,
  colleague,
  theirShifts,
  error,
}: {
  shift: SwapShift;
  colleagues: { id: string; name: string }[];
  colleague: { id: string; name: string } | null;
  theirShifts: SwapShift[];
  error: string | null;
}) {
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <BackLink to="/my-schedule">Mon planning</BackLink>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Proposer à un collègue</h1>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <p className="font-semibold text-slate-900 first-letter:uppercase">{shift.when}</p>
        <p className="break-words text-slate-900">{shift.title}</p>
        <p className="break-words text-slate-700">{shift.place}</p>
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      {colleague ? (
        <Offer shift={shift} colleague={colleague} theirShifts={theirShifts} />
      ) : (
        <section aria-labelledby="titre-collegues" className="space-y-3">
          <h2 id="titre-collegues" className="text-lg font-bold text-slate-900">
            À qui ?
          </h2>
          {colleagues.length === 0 ? (
            <p className="text-slate-700">Aucun collègue sous contrat ce jour-là.</p>
          ) : (
            <ul className="space-y-2">
              {colleagues.map((person) => (
                <li key={person.id}>
                  <Link to={`?collegue=${person.id}`} className={`${ROW} font-semibold text-brand-800`}>
                    {person.name}
                    <span aria-hidden="true">›</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}

function Offer({
  shift,
  colleague,
  theirShifts,
}: {
  shift: SwapShift;
  colleague: { id: string; name: string };
  theirShifts: SwapShift[];
}) {
  return (
    <section aria-labelledby="titre-proposition" className="space-y-4">
      <h2 id="titre-proposition" className="text-lg font-bold break-words text-slate-900">
        À {colleague.name}
      </h2>
      <Form method="post">
        <input type="hidden" name="planningId" value={shift.planningId} />
        <input type="hidden" name="colleagueId" value={colleague.id} />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Lui céder la vacation
        </Button>
      </Form>
      <section aria-labelledby="titre-echange" className="space-y-2">
        <h3 id="titre-echange" className="font-semibold text-slate-900">
          Ou échanger contre l'une de ses vacations
        </h3>
        {theirShifts.length === 0 ? (
          <p className="text-slate-700">Aucune vacation de {colleague.name} dans les quatre semaines à venir.</p>
        ) : (
          <ul className="space-y-2">
            {theirShifts.map((theirs) => (
              <li key={theirs.planningId}>
                <Form method="post">
                  <input type="hidden" name="planningId" value={shift.planningId} />
                  <input type="hidden" name="colleagueId" value={colleague.id} />
                  <input type="hidden" name="theirPlanningId" value={theirs.planningId} />
                  <button type="submit" className={`${ROW} text-left hover:bg-slate-50`}>
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900 first-letter:uppercase">{theirs.when}</span>
                      <span className="block break-words text-sm text-slate-700">
                        {theirs.title} · {theirs.place}
                      </span>
                    </span>
                    <span className="shrink-0 font-semibold text-brand-800">Échanger</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to="?" className="inline-flex min-h-11 items-center text-brand-800 underline">
          Choisir un autre collègue
        </Link>
      </p>
    </section>
  );
}
