import { KeyRound, MapPin, Users } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { breakText } from "../../../lib/durations";
import { type MyShift, mapsUrl, timeRange } from "../my-week";

/** One shift as the employee reads it on site: when, where, how to get in, and with whom. */
export function ShiftCard({ shift, zone, isNext }: { shift: MyShift; zone: string; isNext: boolean }) {
  const { site } = shift;
  const place = site?.name ?? shift.location;
  const pause = breakText(shift.breakMinutes);
  return (
    <article
      aria-label={`${shift.title}, ${timeRange(shift, zone)}${pause ? `, ${pause}` : ""}`}
      className={`rounded-lg border bg-white p-4 shadow-sm ${isNext ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-lg font-semibold text-slate-900 tabular-nums">{timeRange(shift, zone)}</p>
        {isNext ? <Badge tone="brand">Prochaine intervention</Badge> : null}
      </div>
      {pause ? <p className="text-sm text-slate-700 first-letter:uppercase">{pause}</p> : null}
      <h3 className="mt-1 font-medium break-words text-slate-900">{shift.title}</h3>
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
    </article>
  );
}
