import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { Form, Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { PageHeader } from "../../../components/ui/page-header";
import { Table, Td, Th } from "../../../components/ui/table";
import { signedDuration } from "../../../lib/durations";
import type { HoursReportRow } from "../hours-report.server";
import { HOURS_SOURCE_LABELS } from "../paid-shifts";
import { daysCell, hoursCell, monthLabel, shiftMonth } from "../report-month";

const COLUMNS: ReadonlyArray<{ title: string; cell: (row: HoursReportRow) => string }> = [
  { title: "Contrat", cell: ({ hours }) => hoursCell(hours.contractMinutes) },
  { title: "Planifiées", cell: (row) => hoursCell(row.plannedMinutes) },
  { title: "Travaillées", cell: ({ hours }) => hoursCell(hours.workMinutes) },
  {
    title: "Écart",
    cell: (row) => (row.source === null ? "–" : signedDuration(row.hours.workMinutes - row.plannedMinutes)),
  },
  { title: "Source", cell: (row) => (row.source === null ? "–" : HOURS_SOURCE_LABELS[row.source]) },
  { title: "Absences", cell: ({ hours }) => hoursCell(hours.absenceMinutes) },
  { title: "Congés payés (jours ouvrables)", cell: ({ hours }) => daysCell(hours.absenceDays.paid_leave) },
  { title: "Compl. +11 %", cell: ({ hours }) => hoursCell(hours.complementary11Minutes) },
  { title: "Compl. +25 %", cell: ({ hours }) => hoursCell(hours.complementary25Minutes) },
  { title: "Suppl. +25 %", cell: ({ hours }) => hoursCell(hours.overtime25Minutes) },
  { title: "Suppl. +50 %", cell: ({ hours }) => hoursCell(hours.overtime50Minutes) },
  { title: "Nuit", cell: ({ hours }) => hoursCell(hours.nightMinutes) },
  { title: "Dimanche", cell: ({ hours }) => hoursCell(hours.sundayMinutes) },
  { title: "Jours fériés", cell: ({ hours }) => hoursCell(hours.publicHolidayMinutes) },
];

const monthLink = `${buttonClass("outline", "md")} min-h-11`;

/** The month's payroll figures, one row per employee, with the month picker and the payroll file. */
export function HoursReport({
  month,
  rows,
  notice,
  canMapCodes,
}: {
  month: string;
  rows: HoursReportRow[];
  notice: string | null;
  /** Admins map the payroll variables to the company's Silae codes. */
  canMapCodes: boolean;
}) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const unnumbered = rows.filter((row) => row.source !== null && !row.payrollNumber).map((row) => row.employee);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Heures du mois" lead={`Les heures de paie de ${monthLabel(month)}, par salarié.`}>
        <div className="flex flex-wrap gap-2">
          <a href={`/admin/hours/paie-${month}.csv`} className={`${buttonClass("primary", "md")} min-h-11`}>
            <Download aria-hidden="true" className="size-4" />
            Télécharger le CSV de paie
          </a>
          <a href={`/admin/hours/silae-${month}.csv`} className={`${buttonClass("outline", "md")} min-h-11`}>
            <Download aria-hidden="true" className="size-4" />
            Export Silae
          </a>
          {canMapCodes ? (
            <Link to="/admin/hours/silae" className={`${buttonClass("outline", "md")} min-h-11`}>
              Codes Silae
            </Link>
          ) : null}
        </div>
      </PageHeader>
      {notice ? <Alert className="mt-6">{notice}</Alert> : null}
      {unnumbered.length > 0 ? (
        <p className="mt-4 text-sm text-amber-900">
          Sans matricule de paie, donc absents de l'export Silae : {unnumbered.join(", ")}. Le matricule se saisit sur
          la fiche employé.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <Link to={`?mois=${previous}`} className={monthLink} aria-label={`Mois précédent : ${monthLabel(previous)}`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Mois précédent
        </Link>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor="mois" className="text-sm font-medium text-slate-700">
              Mois (AAAA-MM)
            </label>
            <Input
              id="mois"
              type="month"
              name="mois"
              defaultValue={month}
              key={month}
              className="min-h-11 w-44"
              required
            />
          </div>
          <button type="submit" className={`${buttonClass("primary", "md")} min-h-11`}>
            Afficher
          </button>
        </Form>
        <Link to={`?mois=${next}`} className={monthLink} aria-label={`Mois suivant : ${monthLabel(next)}`}>
          Mois suivant
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Heures et minutes (151 h 40 = 151,67 h dans le CSV) ; « – » : aucune. Les heures payées sont les heures
        travaillées des semaines de pointage validées, et les heures planifiées ailleurs (« Déclaratif »). Le calcul de
        chaque colonne est décrit dans les règles de paie.
      </p>
      <div className="mt-4">
        {rows.length === 0 ? (
          <p className="text-slate-700">Aucun salarié.</p>
        ) : (
          <Table aria-label={`Heures de ${monthLabel(month)}`}>
            <thead>
              <tr>
                <Th className="sticky left-0 z-10">Salarié</Th>
                {COLUMNS.map((column) => (
                  <Th key={column.title} className="text-right whitespace-nowrap">
                    {column.title}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.employeeId}>
                  <th scope="row" className="sticky left-0 border-t border-slate-200 bg-white px-3 py-2 font-medium">
                    {row.employee}
                  </th>
                  {COLUMNS.map((column) => (
                    <Td key={column.title} className="text-right whitespace-nowrap tabular-nums">
                      {column.cell(row)}
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </section>
  );
}
