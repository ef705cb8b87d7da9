import { Link } from "react-router";
import { cn } from "../../../components/ui/cn";
import { EmptyNote } from "../../../components/ui/empty-note";
import { TEXT_LINK } from "../../../components/ui/text-link";
import { formatInZone } from "../../../lib/time";
import type { InspectionSummary } from "../inspections.server";
import { percentOf } from "../score";

/** A site's inspections, newest first: each day links to its page (under `pages`), its score red under the threshold. */
export function InspectionScores({
  inspections,
  pages,
  zone,
}: {
  inspections: InspectionSummary[];
  pages: string;
  zone: string;
}) {
  if (inspections.length === 0) return <EmptyNote>Aucune inspection</EmptyNote>;
  return (
    <ul className="divide-y divide-slate-200">
      {inspections.map((inspection) => {
        const percent = percentOf(inspection.conformingWeight, inspection.countedWeight);
        const under = percent !== null && percent < inspection.thresholdPercent;
        return (
          <li key={inspection.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link to={`${pages}/${inspection.id}`} className={`${TEXT_LINK} first-letter:uppercase`}>
              {formatInZone(inspection.inspectedAt, "EEEE d MMMM yyyy", zone)}
            </Link>
            <span className={cn("font-semibold", under ? "text-red-800" : "text-emerald-800")}>
              {percent === null ? "Sans objet" : `${percent} %`}
              <span className="sr-only">{under ? `, sous le seuil de ${inspection.thresholdPercent} %` : ""}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
