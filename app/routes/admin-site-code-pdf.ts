import { ATTENDANCE_MESSAGES } from "../features/attendance/attendance.schema";
import { formatSiteCode } from "../features/attendance/site-code";
import { renderSiteCodePdf } from "../features/attendance/site-code-pdf.server";
import { rotateSiteCode } from "../features/attendance/site-codes.server";
import { company } from "../lib/company";
import { getEnv } from "../lib/env.server";
import { pdfDownload } from "../lib/pdf.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { formatInZone } from "../lib/time";
import type { Route } from "./+types/admin-site-code-pdf";

/**
 * « Imprimer le nouveau code »: gives the site a new attendance code, which replaces the old one at once, and answers
 * its A4 sheet as a PDF download. A POST: it changes what the posted sheet opens.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireUserWithRole(request, ["admin", "manager"]);
  const rotated = await rotateSiteCode(params.id);
  if (!rotated) throw new Response(ATTENDANCE_MESSAGES.siteNotFound, { status: 404 });
  const { code, site } = rotated;
  const env = getEnv();
  const pdf = await renderSiteCodePdf({
    company: company.name,
    siteName: site.name,
    address: `${site.address}, ${site.postalCode} ${site.city}`,
    url: `${env.PUBLIC_URL}/pointage/${code}`,
    code: formatSiteCode(code),
    printedOn: formatInZone(new Date(), "dd/MM/yyyy", env.APP_TIME_ZONE),
  });
  return pdfDownload(pdf, "code-pointage.pdf");
}
