import { Fold } from "../../../components/ui/fold";
import type { ShiftDay, WeekDays } from "../my-week";
import { ShiftSummary } from "./shift-card";

/** The week day by day, today first on this week; the days gone fold under one line when they hold shifts. */
export function WeekDayList({
  week,
  zone,
  now,
  nextId,
}: {
  week: WeekDays;
  zone: string;
  now: string;
  nextId: string | null;
}) {
  const earlierShifts = week.earlier.reduce((count, day) => count + day.shifts.length, 0);
  return (
    <div className="space-y-4">
      {week.days.map((day) => (
        <Day key={day.day} day={day} zone={zone} now={now} nextId={nextId} />
      ))}
      {earlierShifts > 0 ? (
        <Fold
          className="rounded-lg border border-slate-200 bg-slate-50"
          summaryClassName="px-3 py-2.5 font-medium text-slate-800"
          summary={`Plus tôt cette semaine (${earlierShifts} intervention${earlierShifts > 1 ? "s" : ""})`}
        >
          <div className="space-y-4 p-3 pt-0">
            {week.earlier.map((day) => (
              <Day key={day.day} day={day} zone={zone} now={now} nextId={nextId} />
            ))}
          </div>
        </Fold>
      ) : null}
    </div>
  );
}

function Day({ day, zone, now, nextId }: { day: ShiftDay; zone: string; now: string; nextId: string | null }) {
  return (
    <section
      aria-labelledby={`jour-${day.day}`}
      className={day.isToday ? "-mx-2 rounded-xl bg-brand-50 p-2" : undefined}
    >
      <h2
        id={`jour-${day.day}`}
        className="mb-2 flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
      >
        <span className="first-letter:uppercase">{day.label}</span>
        {day.isToday ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Aujourd'hui</span>
        ) : null}
        {day.holiday ? (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            Férié · {day.holiday}
          </span>
        ) : null}
        {day.absence ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Absence · {day.absence}
          </span>
        ) : null}
      </h2>
      {day.shifts.length > 0 ? (
        <div className="grid gap-2 lg:grid-cols-2">
          {day.shifts.map((shift) => (
            <ShiftSummary key={shift.id} shift={shift} zone={zone} now={now} isNext={shift.id === nextId} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Aucune intervention</p>
      )}
    </section>
  );
}
