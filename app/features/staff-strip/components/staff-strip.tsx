import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { type StaffStrip, shiftsTodayText, shiftWhen } from "../staff-strip";

/** A band above the home page's hero: the way back to one's own work, one tap away. */
export function StaffStripBand({ strip, zone }: { strip: StaffStrip; zone: string }) {
  const link =
    strip.kind === "employee"
      ? { to: "/my-schedule", label: "Voir mon planning" }
      : { to: "/admin", label: "Voir le travail du jour" };
  return (
    <aside aria-label="Mon travail" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm text-slate-900">
          {strip.kind === "employee" ? (
            strip.next ? (
              <>
                <span className="font-semibold">Prochaine intervention : </span>
                {shiftWhen(strip.next, zone)}
                {strip.next.place ? <> · {strip.next.place}</> : null}
              </>
            ) : (
              "Aucune intervention à venir"
            )
          ) : (
            <span className="font-semibold">{shiftsTodayText(strip.shiftsToday)}</span>
          )}
        </p>
        <Link
          to={link.to}
          className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-800 underline hover:bg-brand-100"
        >
          {link.label}
        </Link>
      </div>
    </aside>
  );
}
