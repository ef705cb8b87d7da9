import { KeyRound, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Fold } from "../../../components/ui/fold";
import { breakText } from "../../../lib/durations";
import { type MyShift, mapsUrl, timeRange } from "../my-week";
import { CannotComeForm } from "./cannot-come-form";

/** The next shift as the employee reads it on the way: when, where, how to get in, and with whom. */
export function ShiftCard({ shift, zone, now }: { shift: MyShift; zone: string; now: string }) {
  const pause = breakText(shift.breakMinutes);
  return (
    <article
      aria-label={shiftName(shift, zone)}
      className="rounded-lg border border-brand-700 bg-white p-4 shadow-sm ring-1 ring-brand-700"
    >
      <p className="text-lg font-semibold text-slate-900 tabular-nums">{timeRange(shift, zone)}</p>
      {pause ? <p className="text-sm text-slate-700 first-letter:uppercase">{pause}</p> : null}
      <h3 className="mt-1 font-medium break-words text-slate-900">{shift.title}</h3>
      <ShiftDetails shift={shift} now={now} />
    </article>
  );
}

/** A shift of the week on one line, opening on its details: the week stays short on a phone. */
export function ShiftSummary({
  shift,
  zone,
  now,
  isNext,
}: {
  shift: MyShift;
  zone: string;
  now: string;
  isNext: boolean;
}) {
  const place = shift.site?.name ?? shift.location;
  const pause = breakText(shift.breakMinutes);
  return (
    <article aria-label={shiftName(shift, zone)} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <Fold
        summaryClassName="px-3 py-2"
        summary={
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-slate-900 tabular-nums">{timeRange(shift, zone)}</span>
              <span className="break-words text-sm text-slate-700">
                {place || "Lieu non spécifié"}
                {pause ? ` · ${pause}` : ""}
              </span>
              {isNext ? <Badge tone="brand">Prochaine</Badge> : null}
            </span>
            <span className="block break-words text-slate-900">{shift.title}</span>
          </span>
        }
      >
        <div className="border-t border-slate-100 px-3 pb-3">
          <ShiftDetails shift={shift} now={now} />
        </div>
      </Fold>
    </article>
  );
}

function shiftName(shift: MyShift, zone: string): string {
  const pause = breakText(shift.breakMinutes);
  return `${shift.title}, ${timeRange(shift, zone)}${pause ? `, ${pause}` : ""}`;
}

/**
 * Where, how to get in (while the shift is not over), with whom, and what to do; before it starts, « Je ne peux pas
 * venir ». `now` is the loader's instant (ISO), so that the server and the browser render the same.
 */
function ShiftDetails({ shift, now }: { shift: MyShift; now: string }) {
  const { site } = shift;
  const place = site?.name ?? shift.location;
  return (
    <>
      <dl className="mt-3 space-y-3 text-sm text-slate-800">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">Lieu</span>
          </dt>
          <dd className="min-w-0 break-words">
            <span className="font-medium">{place || "Non spécifié"}</span>
            {site ? (
              <>
                <br />
                <a
                  href={mapsUrl(site)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                  aria-label={`${site.address}, ${site.postalCode} ${site.city} (ouvrir le plan, nouvel onglet)`}
                >
                  {site.address}, {site.postalCode} {site.city}
                </a>
              </>
            ) : null}
          </dd>
        </div>
        {site?.accessInstructions || site?.accessCode ? (
          <div className="flex gap-2">
            <dt>
              <KeyRound aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
              <span className="sr-only">Accès</span>
            </dt>
            <dd className="min-w-0 space-y-1 break-words">
              {site.accessCode ? (
                <p>
                  Code d'accès : <span className="font-mono text-base font-semibold">{site.accessCode}</span>
                </p>
              ) : null}
              {site.accessInstructions ? <p className="whitespace-pre-line">{site.accessInstructions}</p> : null}
            </dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt>
            <Users aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">Équipe</span>
          </dt>
          <dd className="min-w-0 break-words">
            {shift.colleagues.length > 0 ? `Avec ${shift.colleagues.join(", ")}` : "Seul(e) sur cette intervention"}
          </dd>
        </div>
      </dl>
      <p className="mt-3 border-t border-slate-100 pt-3 text-sm whitespace-pre-line break-words text-slate-700">
        {shift.description || "Aucune description"}
      </p>
      {shift.startTime > now ? (
        <div className="flex flex-wrap items-start gap-x-3">
          <CannotComeForm shift={shift} />
          <Link
            to={`/my-schedule/swap/${shift.id}`}
            className={cn(buttonClass("outline", "sm"), "mt-3 min-h-11")}
            aria-label={`Proposer à un collègue : ${shift.title}`}
          >
            Proposer à un collègue
          </Link>
        </div>
      ) : null}
    </>
  );
}
