import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { WeekNavigation } from "../../lib/week-navigation";
import { buttonClass } from "./button";
import { cn } from "./cn";

// 44 px targets on phones, where the week's label takes a line of its own above them.
const LINK = "max-md:h-11 max-md:min-w-11";
const LABEL = "px-2 font-semibold text-slate-800 max-md:order-first max-md:w-full max-md:px-0";

/**
 * The week shown with links to its neighbours and, with `everyWeek`, to every planning; or, every planning shown, back
 * to this week.
 */
export function WeekNav({
  week,
  hrefOf = (semaine) => `?semaine=${semaine}`,
  everyWeek = false,
  thisWeekHref,
}: {
  week: WeekNavigation | null;
  /** The link to another week (the view shown keeps its view and filters). */
  hrefOf?: (semaine: string) => string;
  everyWeek?: boolean;
  /** A link back to this week, for a week that is not it. */
  thisWeekHref?: string;
}) {
  return (
    <nav aria-label="Période affichée" className="flex flex-wrap items-center gap-2">
      {week ? (
        <>
          <Link to={hrefOf(week.previous)} className={cn(buttonClass("ghost", "sm"), LINK)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Semaine précédente</span>
          </Link>
          <p className={LABEL}>{week.label}</p>
          <Link to={hrefOf(week.next)} className={cn(buttonClass("ghost", "sm"), LINK)}>
            <span className="max-sm:sr-only">Semaine suivante</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          {thisWeekHref ? (
            <Link to={thisWeekHref} className={cn(buttonClass("outline", "sm"), LINK)}>
              Cette semaine
            </Link>
          ) : null}
          {everyWeek ? (
            <Link to="?semaine=toutes" className={cn(buttonClass("outline", "sm"), LINK)}>
              Toutes
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <p className={LABEL}>Tous les plannings</p>
          <Link to="?" className={cn(buttonClass("outline", "sm"), LINK)}>
            Cette semaine
          </Link>
        </>
      )}
    </nav>
  );
}
