import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";

export interface WeekNavigation {
  /** The week's Monday (yyyy-MM-dd). */
  monday: string;
  /** 'Semaine du … au …' */
  label: string;
  previous: string;
  next: string;
}

/** The week shown with links to its neighbours and to every planning; or, every planning shown, back to this week. */
export function WeekNav({
  week,
  hrefOf = (semaine) => `?semaine=${semaine}`,
}: {
  week: WeekNavigation | null;
  /** The link to another week (the view shown keeps its view and filters). */
  hrefOf?: (semaine: string) => string;
}) {
  return (
    <nav aria-label="Période affichée" className="flex flex-wrap items-center gap-2">
      {week ? (
        <>
          <Link to={hrefOf(week.previous)} className={buttonClass("ghost", "sm")}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Semaine précédente
          </Link>
          <p className="px-2 font-semibold text-slate-800">{week.label}</p>
          <Link to={hrefOf(week.next)} className={buttonClass("ghost", "sm")}>
            Semaine suivante
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to="?semaine=toutes" className={buttonClass("outline", "sm")}>
            Toutes
          </Link>
        </>
      ) : (
        <>
          <p className="px-2 font-semibold text-slate-800">Tous les plannings</p>
          <Link to="?" className={buttonClass("outline", "sm")}>
            Cette semaine
          </Link>
        </>
      )}
    </nav>
  );
}
