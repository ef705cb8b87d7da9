import { data } from "react-router";
import { siteMonthReport } from "../features/clients/site-report.server";
import { renderSiteReportPdf } from "../features/clients/site-report-pdf.server";
import { inspectionsBetween } from "../features/inspections/inspections.server";
import { percentOf } from "../features/inspections/score";
import { monthBounds, parseMonth } from "../features/labour/report-month";
import { getEnv } from "../lib/env.server";
import { pdfDownload } from "../lib/pdf.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { monthDays } from "../lib/time";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/admin-site-report-pdf";

/**
 * `rapport-YYYY-MM.pdf`: a site's monthly service report, for managers and admins (the features meet here: hours and
 * visits from the clients feature, inspections and corrective actions from the inspections feature).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const month = parseMonth(/^rapport-(.+)\.pdf$/.exec(params.file)?.[1]);
  const days = month ? monthDays(month) : null;
  if (!month || !days || !isUuid(params.id)) throw data(null, { status: 404 });
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const [report, inspections] = await Promise.all([
    siteMonthReport(params.id, month, zone, now),
    inspectionsBetween(params.id, monthBounds(days, zone)),
  ]);
  if (!report) throw data(null, { status: 404 });
  const pdf = await renderSiteReportPdf({
    ...report,
    inspections: inspections.map((inspection) => ({
      inspectedAt: inspection.inspectedAt,
      percent: percentOf(inspection.conformingWeight, inspection.countedWeight),
      thresholdPercent: inspection.thresholdPercent,
      actions: inspection.actions,
    })),
    zone,
    now,
  });
  return pdfDownload(pdf, `rapport-${month}.pdf`);
}
