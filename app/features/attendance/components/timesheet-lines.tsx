import { DecisionForms } from "../../../components/ui/decision-forms";
import type { PunchView, ReportView, SheetLineView } from "../timesheet-view";
import { AddPunchDialog, CorrectPunchDialog, ReportPunchDialog } from "./punch-forms";
import type { SheetMode } from "./timesheet-week";

/**
 * One shift of the week: planned, its arrival and departure, what was worked, and the employee's reports. A manager
 * corrects and adds punches and answers reports; the employee reports a punch they forgot. Nothing while locked.
 */
export function SheetLine({
  line,
  zone,
  locked,
  mode,
}: {
  line: SheetLineView;
  zone: string;
  locked: boolean;
  mode: SheetMode;
}) {
  const label = `${line.title}, ${line.day}`;
  const missing = (kind: "in" | "out") => {
    const value = kind === "in" ? line.plannedStart : line.plannedEnd;
    const reported = line.reports.some((report) => report.kind === kind && report.pending);
    const action =
      locked || !line.site ? null : mode === "manager" ? (
        <AddPunchDialog planningId={line.planningId} kind={kind} value={value} label={label} zone={zone} />
      ) : reported ? null : (
        <ReportPunchDialog planningId={line.planningId} kind={kind} value={value} label={label} zone={zone} />
      );
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-red-800">{kind === "in" ? "Arrivée non pointée" : "Départ non pointé"}</p>
        {action}
      </div>
    );
  };
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
        <PunchLine
          heading="Arrivée"
          label={`l'arrivée, ${label}`}
          punch={line.arrival}
          zone={zone}
          editable={!locked && mode === "manager"}
        />
      ) : (
        missing("in")
      )}
      {line.departure ? (
        <PunchLine
          heading="Départ"
          label={`le départ, ${label}`}
          punch={line.departure}
          zone={zone}
          editable={!locked && mode === "manager"}
        />
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
      {line.reports.length > 0 ? (
        <ReportList reports={line.reports} label={label} answerable={!locked && mode === "manager"} />
      ) : null}
    </article>
  );
}

/** The employee's « j'ai oublié de pointer » on a shift, each with its state; a manager accepts or refuses it. */
function ReportList({ reports, label, answerable }: { reports: ReportView[]; label: string; answerable: boolean }) {
  return (
    <ul aria-label="Oublis signalés" className="space-y-2 border-l-2 border-amber-300 pl-3">
      {reports.map((report) => (
        <li key={report.id} className="space-y-1">
          <p className="text-slate-900">
            <span className="font-semibold">Oubli signalé : </span>
            {report.what} ({report.status})
          </p>
          {report.note ? <p className="text-sm break-words text-slate-700">« {report.note} »</p> : null}
          {answerable && report.pending ? (
            <DecisionForms
              field={{ name: "id", value: report.id }}
              about={`l'oubli signalé : ${report.what.toLowerCase()}, ${label}`}
              yes={{ intent: "report-accept", label: "Accepter" }}
              no={{ intent: "report-refuse", label: "Refuser" }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A punch in force: its time and how it was made, « Corriger », its flags, and the rows it replaced. */
export function PunchLine({
  heading,
  label,
  punch,
  zone,
  editable,
}: {
  heading: string;
  label: string;
  punch: PunchView;
  zone: string;
  editable: boolean;
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
        {editable ? <CorrectPunchDialog punch={punch} label={label} zone={zone} /> : null}
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
