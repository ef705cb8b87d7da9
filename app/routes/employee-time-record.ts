import { displayName } from "../features/contracts/contracts";
import { getEmployeeIdentity } from "../features/contracts/employee-file.server";
import { parseMonth } from "../features/labour/report-month";
import { readTimeRecord } from "../features/labour/time-record.server";
import { TIME_RECORD_CSV_HEADER, timeRecordCsvRows } from "../features/labour/time-record-csv";
import { renderTimeRecordPdf } from "../features/labour/time-record-pdf.server";
import { company } from "../lib/company";
import { toCsv } from "../lib/csv";
import { getEnv } from "../lib/env.server";
import { pdfDownload } from "../lib/pdf.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { formatInZone } from "../lib/time";
import type { Route } from "./+types/employee-time-record";

const NOT_FOUND = "Fichier introuvable : le nom attendu est horaires-AAAA-MM.csv ou horaires-AAAA-MM.pdf.";

/**
 * `horaires-YYYY-MM.csv` and `.pdf`: one employee's record of working time for the month (Code du travail,
 * art. D3171-8), for managers and admins.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const [, name, extension] = /^horaires-(.+)\.(csv|pdf)$/.exec(params.file) ?? [];
  const month = parseMonth(name);
  if (!month) return new Response(NOT_FOUND, { status: 404 });
  const employee = await getEmployeeIdentity(params.id);
  if (!employee) return new Response("Cet employé n'existe pas.", { status: 404 });
  const zone = getEnv().APP_TIME_ZONE;
  const record = await readTimeRecord(employee.id, month, zone);
  const fileName = `horaires-${month}.${extension}`;
  if (extension === "pdf") {
    const printedOn = formatInZone(new Date(), "dd/MM/yyyy", zone);
    const pdf = await renderTimeRecordPdf({
      company: company.name,
      employee: displayName(employee),
      record,
      printedOn,
    });
    return pdfDownload(pdf, fileName);
  }
  return new Response(toCsv(TIME_RECORD_CSV_HEADER, timeRecordCsvRows(record)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
