import type { ShiftDay } from "../my-week";
import { ShiftCard } from "./shift-card";

/** Shifts under a heading per day (weekday name), today marked. */
export function ShiftDays({ days, zone, nextId }: { days: ShiftDay[]; zone: string; nextId: string | null }) {
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section
          key={day.day}
          aria-labelledby={`jour-${day.day}`}
          className={day.isToday ? "-mx-2 rounded-xl bg-brand-50 p-2" : undefined}
        >
          <h2
            id={`jour-${day.day}`}
            className="mb-2 flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
          >
            <span className="first-letter:uppercase">{day.label}</span>
            {day.isToday ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                Aujourd'hui
              </span>
            ) : null}
            {day.holiday ? (
              <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                Férié · {day.holiday}
              </span>
            ) : null}
          </h2>
          <div className="grid gap-3 lg:grid-cols-2">
            {day.shifts.map((shift) => (
              <ShiftCard key={shift.id} shift={shift} zone={zone} isNext={shift.id === nextId} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
