import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { RecordHeader } from "../../../components/ui/record-header";
import type { PortalSite } from "../../../lib/client-scope.server";
import { formatInZone } from "../../../lib/time";
import type { SiteMonthHours } from "../site-month-hours";
import type { ComingVisit } from "../site-visits";
import { SiteHoursTable } from "./site-hours-table";

function VisitList({ visits, zone }: { visits: ComingVisit[]; zone: string }) {
  if (visits.length === 0) {
    return <p className="text-slate-700">Aucun passage prévu dans les deux prochaines semaines.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {visits.map((visit) => (
        <li key={`${visit.start.getTime()}-${visit.end.getTime()}`} className="flex flex-wrap gap-x-4 gap-y-1 py-2">
          <span className="font-medium text-slate-900 first-letter:uppercase">
            {formatInZone(visit.start, "EEEE d MMMM", zone)}
          </span>
          <span className="text-slate-800">
            {formatInZone(visit.start, "HH:mm", zone)} – {formatInZone(visit.end, "HH:mm", zone)}
          </span>
          <span className="text-slate-700">{visit.firstNames.join(", ") || "Agent à confirmer"}</span>
        </li>
      ))}
    </ul>
  );
}

/** A site in the client portal: the coming visits, the hours month by month with their reports, the inspections. */
export function PortalSitePage({
  site,
  visits,
  months,
  inspections,
  zone,
}: {
  site: PortalSite;
  visits: ComingVisit[];
  months: SiteMonthHours[];
  inspections: ReactNode;
  zone: string;
}) {
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <RecordHeader
        back={{ to: "/portal", label: "Mon espace client" }}
        title={site.name}
        action={
          <Link to={`/portal/demandes/nouvelle?site=${site.id}`} className={`${buttonClass("outline")} min-h-11`}>
            Faire une demande pour ce site
          </Link>
        }
      >
        <p className="mt-1 break-words text-slate-700">{site.address}</p>
      </RecordHeader>
      <Card className="space-y-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
          Prochains passages
        </h2>
        <VisitList visits={visits} zone={zone} />
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Heures et rapports mensuels</h2>
        <p className="text-sm text-slate-700">
          Réalisées : les heures pointées sur place par nos agents. Le rapport de chaque mois reprend les passages, les
          contrôles qualité et les actions correctives.
        </p>
        <SiteHoursTable reports={`/portal/sites/${site.id}/rapports`} months={months} />
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Contrôles qualité</h2>
        {inspections}
      </Card>
    </section>
  );
}
