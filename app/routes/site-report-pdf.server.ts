import { siteRequestsBetween } from "../features/client-requests/client-requests.server";
import { siteMonthReport } from "../features/clients/site-report.server";
import { renderSiteReportPdf } from "../features/clients/site-report-pdf.server";
import { inspectionsBetween } from "../features/inspections/inspections.server";
import { percentOf } from "../features/inspections/score";
import { monthBounds } from "../features/labour/report-month";
import { monthDays } from "../lib/time";

/** The name a site's report of `month` is downloaded and attached under. */
export const siteReportFileName = (month: string) => `rapport-${month}.pdf`;

/**
 * A site's monthly service report as PDF, or null for an unknown site or month. The features meet here: hours and
 * visits from the clients feature, inspections and corrective actions from the inspections feature, the client's
 * requests from the client-requests feature. The staff and
 * portal downloads and the mailing on the first of the month all make it this way.
 */
export async function siteReportPdf(siteId: string, month: string, zone: string, now: Date): Promise<Buffer | null> {
  const days = monthDays(month);
  if (!days) return null;
  const bounds = monthBounds(days, zone);
  const [report, inspections, requests] = await Promise.all([
    siteMonthReport(siteId, month, zone, now),
    inspectionsBetween(siteId, bounds),
    siteRequestsBetween(siteId, bounds),
  ]);
  if (!report) return null;
  return renderSiteReportPdf({
    ...report,
    inspections: inspections.map((inspection) => ({
      inspectedAt: inspection.inspectedAt,
      percent: percentOf(inspection.conformingWeight, inspection.countedWeight),
      thresholdPercent: inspection.thresholdPercent,
      actions: inspection.actions,
    })),
    requests,
    zone,
    now,
  });
}
