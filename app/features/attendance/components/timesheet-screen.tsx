import { BackLink } from "../../../components/ui/back-link";
import { WeekNav } from "../../../components/ui/week-nav";
import type { WeekNavigation } from "../../../lib/week-navigation";
import type { TimesheetView } from "../timesheet-view";
import { PunchLine, SheetLine } from "./timesheet-lines";
import { RecordLinks, type SheetMode, WeekValidation, type WeekValidationView } from "./timesheet-week";

/**
 * An employee's punches of one week against the plan: each shift's arrival and departure, what was worked and the
 * difference, the punches outside the plan, every correction with who made it and why, and the employee's reports.
 * A manager's page (/employees/:id/pointages) acts on it; the employee's own (/my-schedule/pointages) reads it.
 */
export function TimesheetScreen({
  heading,
  back,
  mode,
  week,
  sheet,
  validation,
  weekOver,
  record,
  zone,
}: {
  heading: string;
  back: { to: string; label: string };
  mode: SheetMode;
  week: WeekNavigation;
  sheet: TimesheetView;
  validation: WeekValidationView | null;
  weekOver: boolean;
  /** The record of working time offered for the month of the week's Monday (managers only). */
  record: { employeeId: string; month: string; label: string } | null;
  zone: string;
}) {
  const locked = validation !== null;
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 md:py-10">
      <div>
        <BackLink to={back.to}>{back.label}</BackLink>
        <h1 className="mt-2 text-2xl font-bold break-words text-slate-900 md:text-3xl">{heading}</h1>
      </div>
      <WeekNav week={week} />
      <WeekValidation week={week} validation={validation} weekOver={weekOver} mode={mode} />
      <dl className="grid grid-cols-3 gap-2 rounded-lg border border-slate-200 bg-white p-4 text-center">
        {[
          ["Prévu", sheet.planned],
          ["Pointé", sheet.worked],
          ["Écart", sheet.difference],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {sheet.lines.length === 0 ? <p className="text-slate-700">Aucune vacation prévue cette semaine.</p> : null}
      <ul className="space-y-4">
        {sheet.lines.map((line) => (
          <li key={line.planningId}>
            <SheetLine line={line} zone={zone} locked={locked} mode={mode} />
          </li>
        ))}
      </ul>
      {record ? <RecordLinks employeeId={record.employeeId} record={record} /> : null}
      {sheet.outsidePlan.length > 0 ? (
        <section aria-labelledby="titre-hors-planning" className="space-y-2">
          <h2 id="titre-hors-planning" className="text-lg font-bold text-slate-900">
            Hors planning
          </h2>
          <ul className="space-y-2">
            {sheet.outsidePlan.map((punch) => (
              <li key={punch.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <PunchLine
                  heading={punch.kind}
                  label={`${punch.kind.toLowerCase()} hors planning à ${punch.site}`}
                  punch={punch}
                  zone={zone}
                  editable={!locked && mode === "manager"}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
