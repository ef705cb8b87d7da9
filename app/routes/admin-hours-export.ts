import { readHoursReport } from "../features/labour/hours-report.server";
import { readPayrollCodes } from "../features/labour/payroll-codes.server";
import { PAYROLL_CSV_HEADER, payrollCsvRows } from "../features/labour/payroll-csv";
import { parseMonth } from "../features/labour/report-month";
import { SILAE_CSV_HEADER, silaeRows } from "../features/labour/silae-export";
import { toCsv } from "../lib/csv";
import { getEnv } from "../lib/env.server";
import { requireUserWithRole } from "../lib/permissions.server";
import type { Route } from "./+types/admin-hours-export";

const NOT_FOUND = "Fichier introuvable : le nom attendu est paie-AAAA-MM.csv ou silae-AAAA-MM.csv.";

/**
 * `paie-YYYY-MM.csv`: the month's payroll file, one row per employee (docs/labour-rules.md lists its columns).
 * `silae-YYYY-MM.csv`: the same figures as Silae variables, for the employees with a payroll number.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const [, kind, name] = /^(paie|silae)-(.+)\.csv$/.exec(params.file) ?? [];
  const month = parseMonth(name);
  if (!month) return new Response(NOT_FOUND, { status: 404 });
  const report = await readHoursReport(month, getEnv().APP_TIME_ZONE);
  const csv =
    kind === "silae"
      ? toCsv(SILAE_CSV_HEADER, silaeRows(month, report, await readPayrollCodes()))
      : toCsv(PAYROLL_CSV_HEADER, payrollCsvRows(report));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${month}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
