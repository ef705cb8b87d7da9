import { ClipboardPen, Clock, LogOut } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { WaitingPanel } from "../../../components/ui/panel";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { STAFF_HOME_PANELS } from "../../../domain/staff-home-panels";
import type { AttendanceRow, LateRow, ReportRow } from "../attendance-views";

/**
 * The staff home's « En retard ou non pointés »: who has not punched in after the tolerance, and who arrived late.
 * Someone not punched in can be marked absent, which frees the shift for a replacement.
 */
export function LatePanel({ rows }: { rows: LateRow[] }) {
  return (
    <WaitingPanel {...STAFF_HOME_PANELS.late} icon={Clock} items={rows} action={markAbsent}>
      {(row) => <RowLines row={row} urgent={row.notPunched} />}
    </WaitingPanel>
  );
}

/** « Marquer absent(e) », for someone who has not punched in: it frees the shift for a replacement. */
function markAbsent(row: LateRow) {
  if (!row.notPunched) return null;
  return (
    <RowActionForm
      intent="no-show-absent"
      field={{ name: "id", value: row.id }}
      label="Marquer absent(e)"
      ariaLabel={`Marquer absent(e) ${row.name}, ${row.shift}`}
    />
  );
}

/** The staff home's « Départ manquant »: arrived, and no departure 30 minutes after the end. */
export function DepartureMissingPanel({ rows }: { rows: AttendanceRow[] }) {
  return (
    <WaitingPanel {...STAFF_HOME_PANELS.departureMissing} icon={LogOut} items={rows}>
      {(row) => <RowLines row={row} urgent={false} />}
    </WaitingPanel>
  );
}

/** The staff home's « Oublis de pointage »: the employees' reports, each answered on the employee's week. */
export function PunchReportsPanel({ rows }: { rows: ReportRow[] }) {
  return (
    <WaitingPanel {...STAFF_HOME_PANELS.punchReports} icon={ClipboardPen} items={rows} action={verifyLink}>
      {(row) => (
        <>
          <p className="font-semibold text-slate-900">{row.name}</p>
          <p className="break-words text-slate-700 first-letter:uppercase">{row.shift}</p>
          <p className="break-words text-amber-900">{row.what}</p>
        </>
      )}
    </WaitingPanel>
  );
}

/** « Vérifier », to the employee's week where the report is answered. */
function verifyLink(row: ReportRow) {
  return (
    <Link
      to={row.href}
      className={`${buttonClass("outline", "sm")} max-md:h-11`}
      aria-label={`Vérifier l'oubli de ${row.name}, ${row.shift}`}
    >
      Vérifier
    </Link>
  );
}

/** Who, which shift, and where their punches stand: in red when nobody has come. */
function RowLines({ row, urgent }: { row: AttendanceRow; urgent: boolean }) {
  return (
    <>
      <p className="font-semibold text-slate-900">{row.name}</p>
      <p className="break-words text-slate-700">{row.shift}</p>
      <p className={urgent ? "font-semibold text-red-800" : "text-amber-900"}>{row.status}</p>
    </>
  );
}
