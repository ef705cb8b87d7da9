import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Panel } from "../../../components/ui/panel";
import { type HomeShift, shiftDayAndTime } from "../staff-home";
import { FinderLink, LINK } from "./finder-link";

/**
 * A panel of shifts of this week and the next, counted in its title, by start, each with its day and time, place and
 * title; a link to the week.
 */
export function ComingShiftsPanel<S extends HomeShift>({
  id,
  title,
  icon,
  intro,
  shifts,
  zone,
  empty,
  note,
  finder,
  link,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  intro: string;
  shifts: readonly S[];
  zone: string;
  empty: string;
  note?: (shift: S) => string;
  /** The label of each shift's link to the replacement finder. */
  finder: string;
  link: string;
}) {
  return (
    <Panel id={id} title={title} icon={icon} count={shifts.length}>
      <p className="text-sm text-slate-600">{intro}</p>
      {shifts.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {shifts.map((shift) => (
            <li key={shift.id} className="py-2">
              <p className="font-semibold text-slate-900 tabular-nums first-letter:uppercase">
                {shiftDayAndTime(shift, zone)}
              </p>
              <p className="break-words text-slate-800">
                {shift.place} · {shift.title}
              </p>
              {note ? <p className="break-words text-amber-900">{note(shift)}</p> : null}
              <FinderLink shiftId={shift.id} label={finder} of={`${shift.title}, ${shiftDayAndTime(shift, zone)}`} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to={link} className={LINK}>
          Ouvrir les plannings de la semaine
        </Link>
      </p>
    </Panel>
  );
}
