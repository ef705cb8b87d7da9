import { data } from "react-router";
import { parseMonth } from "../features/labour/report-month";
import { getEnv } from "../lib/env.server";
import { pdfDownload } from "../lib/pdf.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/admin-site-report-pdf";
import { siteReportFileName, siteReportPdf } from "./site-report-pdf.server";

/** `rapport-YYYY-MM.pdf`: a site's monthly service report, for managers and admins. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const month = parseMonth(/^rapport-(.+)\.pdf$/.exec(params.file)?.[1]);
  const pdf =
    month && isUuid(params.id) ? await siteReportPdf(params.id, month, getEnv().APP_TIME_ZONE, new Date()) : null;
  if (!month || !pdf) throw data(null, { status: 404 });
  return pdfDownload(pdf, siteReportFileName(month));
}
