import { Link } from "react-router";
import { type DayPlan, moreSitesText, shiftTime, type VacantShift } from "../staff-home";
import { FinderLink, LINK } from "./finder-link";

export function DayShifts({
  plan,
  zone,
  vacant,
  empty,
}: {
  plan: DayPlan;
  zone: string;
  /** The shifts to replace, by id: they say so, with the way to the finder, rather than "Aucun employé assigné". */
  vacant: ReadonlyMap<string, VacantShift>;
  empty: string;
}) {
  if (plan.sites.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <>
      <ul className="space-y-4">
        {plan.sites.map((group) => (
          <li key={`${group.place}-${group.city ?? ""}`}>
            <h3 className="font-semibold break-words text-slate-900">
              {group.place}
              {group.city ? <span className="font-normal text-slate-600"> · {group.city}</span> : null}
            </h3>
            <ul className="mt-1 divide-y divide-slate-100">
              {group.shifts.map((shift) => (
                <li key={shift.id} className="flex flex-wrap gap-x-3 py-1.5 text-sm">
                  <span className="font-semibold text-slate-900 tabular-nums">{shiftTime(shift, zone)}</span>
                  <span className="min-w-0 break-words text-slate-800">{shift.title}</span>
                  {shift.people.length > 0 || !vacant.has(shift.id) ? (
                    <span
                      className={`min-w-0 break-words ${shift.people.length > 0 ? "text-slate-700" : "text-red-800"}`}
                    >
                      {shift.people.length > 0 ? shift.people.join(", ") : "Aucun employé assigné"}
                    </span>
                  ) : null}
                  {vacant.has(shift.id) ? (
                    <span className="min-w-0 break-words text-amber-900">
                      À remplacer : {vacant.get(shift.id)?.replacing.join(", ")}{" "}
                      <FinderLink
                        shiftId={shift.id}
                        label="Trouver un remplaçant"
                        of={`${shift.title}, ${shiftTime(shift, zone)}`}
                      />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {plan.more.sites > 0 ? (
        <p className="mt-4 text-slate-800">
          {moreSitesText(plan.more)}{" "}
          <Link to={`/admin/schedules?semaine=${plan.day}&vue=sites`} className={LINK}>
            Voir la semaine par site
          </Link>
        </p>
      ) : null}
    </>
  );
}
