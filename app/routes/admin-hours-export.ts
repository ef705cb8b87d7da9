import { readHoursReport } from "../features/labour/hours-report.server";
import { PAYROLL_CSV_HEADER, payrollCsvRows } from "../features/labour/payroll-csv";
import { parseMonth } from "../features/labour/report-month";
import { toCsv } from "../lib/csv";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import type { Route } from "./+types/admin-hours-export";

/** `paie-YYYY-MM.csv`: the month's payroll file, one row per employee (docs/labour-rules.md lists its columns). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const month = parseMonth(/^paie-(.+)\.csv$/.exec(params.file)?.[1]);
  if (!month) return new Response("Fichier introuvable : le nom attendu est paie-AAAA-MM.csv.", { status: 404 });
  const csv = toCsv(PAYROLL_CSV_HEADER, payrollCsvRows(await readHoursReport(month, getEnv().APP_TIME_ZONE)));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="paie-${month}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
