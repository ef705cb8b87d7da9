import { Download } from "lucide-react";
import { BackLink } from "../../../components/ui/back-link";
import { buttonClass } from "../../../components/ui/button";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { WeekNav } from "../../../components/ui/week-nav";
import type { WeekNavigation } from "../../../lib/week-navigation";
import type { PunchView, SheetLineView, TimesheetView } from "../timesheet-view";
import { AddPunchDialog, CorrectPunchDialog } from "./punch-forms";

/**
 * An employee's punches of one week against the plan (/employees/:id/pointages): each shift's arrival and departure,
 * what was worked and the difference, the punches outside the plan, and every correction with who made it and why.
 */
export function TimesheetScreen({
  employee,
  week,
  sheet,
  validation,
  weekOver,
  record,
  zone,
}: {
  employee: { id: string; name: string };
  week: WeekNavigation;
  sheet: TimesheetView;
  validation: WeekValidationView | null;
  weekOver: boolean;
  /** The month of the week's Monday, whose record of working time is offered. */
  record: { month: string; label: string };
  zone: string;
}) {
  const locked = validation !== null;
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 md:py-10">
      <div>
        <BackLink to={`/employees/${employee.id}`}>Fiche employé</BackLink>
        <h1 className="mt-2 text-2xl font-bold break-words text-slate-900 md:text-3xl">Pointages de {employee.name}</h1>
      </div>
      <WeekNav week={week} />
      <WeekValidation week={week} validation={validation} weekOver={weekOver} />
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
            <SheetLine line={line} zone={zone} locked={locked} />
          </li>
        ))}
      </ul>
      <RecordLinks employeeId={employee.id} record={record} />
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
                  locked={locked}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** The month's record of working time (art. D3171-8), as PDF and CSV downloads. */
function RecordLinks({ employeeId, record }: { employeeId: string; record: { month: string; label: string } }) {
  const file = `/employees/${employeeId}/releve/horaires-${record.month}`;
  return (
    <section aria-labelledby="titre-releve" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="titre-releve" className="font-semibold text-slate-900">
        Relevé des horaires de {record.label}
      </h2>
      <p className="text-sm text-slate-700">
        Chaque jour ses heures de début et de fin, chaque semaine son total : pointées si la semaine est validée,
        prévues sinon.
      </p>
      <div className="flex flex-wrap gap-2">
        {["PDF", "CSV"].map((format) => (
          <a
            key={format}
            href={`${file}.${format.toLowerCase()}`}
            download
            aria-label={`Relevé des horaires de ${record.label} (${format})`}
            className={`${buttonClass("outline", "md")} min-h-11`}
          >
            <Download aria-hidden="true" className="size-4" />
            {format}
          </a>
        ))}
      </div>
    </section>
  );
}

interface WeekValidationView {
  by: string;
  at: string;
}

/** Who validated the week and « Rouvrir la semaine », or « Valider la semaine » once it is over. */
function WeekValidation({
  week,
  validation,
  weekOver,
}: {
  week: WeekNavigation;
  validation: WeekValidationView | null;
  weekOver: boolean;
}) {
  const text = validation
    ? `Semaine validée par ${validation.by} le ${validation.at} : ses heures pointées sont payées, et ses pointages verrouillés.`
    : weekOver
      ? "Semaine à valider : ses heures pointées seront alors payées, et ses pointages verrouillés."
      : "La semaine se valide une fois terminée.";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <p className={validation ? "font-medium text-emerald-900" : "text-slate-800"}>{text}</p>
      {validation ? (
        <RowActionForm
          intent="week-reopen"
          field={{ name: "monday", value: week.monday }}
          label="Rouvrir la semaine"
          ariaLabel={`Rouvrir la ${week.label.toLowerCase()}`}
        />
      ) : weekOver ? (
        <RowActionForm
          intent="week-validate"
          field={{ name: "monday", value: week.monday }}
          label="Valider la semaine"
          ariaLabel={`Valider la ${week.label.toLowerCase()}`}
          variant="primary"
        />
      ) : null}
    </div>
  );
}

function SheetLine({ line, zone, locked }: { line: SheetLineView; zone: string; locked: boolean }) {
  const label = `${line.title}, ${line.day}`;
  const missing = (kind: "in" | "out") => (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-red-800">{kind === "in" ? "Arrivée non pointée" : "Départ non pointé"}</p>
      {line.site && !locked ? (
        <AddPunchDialog
          planningId={line.planningId}
          kind={kind}
          value={kind === "in" ? line.plannedStart : line.plannedEnd}
          label={label}
          zone={zone}
        />
      ) : null}
    </div>
  );
  return (
    <article aria-label={label} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <header>
        <p className="font-semibold text-slate-900 first-letter:uppercase">{line.day}</p>
        <p className="break-words text-slate-800">
          {line.title}
          {line.site ? ` · ${line.site}` : ""}
        </p>
        <p className="text-slate-700">Prévu : {line.planned}</p>
      </header>
      {line.arrival ? (
        <PunchLine heading="Arrivée" label={`l'arrivée, ${label}`} punch={line.arrival} zone={zone} locked={locked} />
      ) : (
        missing("in")
      )}
      {line.departure ? (
        <PunchLine heading="Départ" label={`le départ, ${label}`} punch={line.departure} zone={zone} locked={locked} />
      ) : (
        missing("out")
      )}
      {line.worked ? (
        <p className="font-medium text-slate-900">
          Pointé : {line.worked} (écart {line.difference})
        </p>
      ) : null}
      {line.late || line.early ? (
        <p className="text-amber-900">{[line.late, line.early].filter(Boolean).join(" ; ")}</p>
      ) : null}
    </article>
  );
}

/** A punch in force: its time and how it was made, « Corriger », its flags, and the rows it replaced. */
function PunchLine({
  heading,
  label,
  punch,
  zone,
  locked,
}: {
  heading: string;
  label: string;
  punch: PunchView;
  zone: string;
  locked: boolean;
}) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-900">
          <span className="font-semibold">
            {heading} : {punch.time}
          </span>{" "}
          <span className="text-slate-700">
            ({punch.how}
            {punch.how === "Saisi par un responsable" ? `, ${punch.by}` : ""})
          </span>
        </p>
        {locked ? null : <CorrectPunchDialog punch={punch} label={label} zone={zone} />}
      </div>
      {punch.reason ? <p className="text-sm text-slate-700">Motif : « {punch.reason} »</p> : null}
      {punch.flags.map((flag) => (
        <p key={flag} className="text-sm font-semibold text-amber-900">
          {flag}
        </p>
      ))}
      {punch.replaced.length > 0 ? (
        <ul aria-label="Historique" className="border-l-2 border-slate-200 pl-3 text-sm text-slate-600">
          {punch.replaced.map((older) => (
            <li key={older.id}>
              <s>{older.time}</s> ({older.how}, {older.by}){older.reason ? ` : « ${older.reason} »` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
