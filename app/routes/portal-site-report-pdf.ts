import { data } from "react-router";
import { parseMonth } from "../features/labour/report-month";
import { portalSite } from "../lib/client-scope.server";
import { getEnv } from "../lib/env.server";
import { pdfDownload } from "../lib/pdf.server";
import { requireClient } from "../lib/permissions.server";
import type { Route } from "./+types/portal-site-report-pdf";
import { siteReportFileName, siteReportPdf } from "./site-report-pdf.server";

/** A monthly report in the portal: only for a site the client contact sees, another's is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireClient(request);
  const month = parseMonth(/^rapport-(.+)\.pdf$/.exec(params.file)?.[1]);
  const site = await portalSite(user.id, params.id);
  const pdf = month && site ? await siteReportPdf(site.id, month, getEnv().APP_TIME_ZONE, new Date()) : null;
  if (!month || !pdf) throw data(null, { status: 404 });
  return pdfDownload(pdf, siteReportFileName(month));
}
