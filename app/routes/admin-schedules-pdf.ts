import { parsePrintBy, printedWeek } from "../features/schedules/print/print-week";
import { renderWeekPdf } from "../features/schedules/print/print-week-pdf.server";
import { listWeekPlannings } from "../features/schedules/week-grid/week-grid.server";
import { listStaff } from "../features/schedules/week-staff.server";
import { listActiveSiteOptions } from "../features/sites/sites.server";
import { company } from "../lib/company";
import { getEnv } from "../lib/env.server";
import { pdfDownload } from "../lib/pdf.server";
import { requireUserWithRole } from "../lib/permissions.server";
import { formatInZone, todayIn, weekOf } from "../lib/time";
import type { Route } from "./+types/admin-schedules-pdf";

/**
 * The printable week as a PDF download: `?semaine=YYYY-MM-DD&par=site|employe[&site=<id>][&employe=<id>]`, one
 * A4-landscape page per site or employee (docs/decisions/022-printable-weeks-and-staff-home.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithRole(request, ["admin", "manager"], { signedOutTo: "/auth" });
  const zone = getEnv().APP_TIME_ZONE;
  const params = new URL(request.url).searchParams;
  const week = weekOf(params.get("semaine") ?? "", zone) ?? weekOf(todayIn(zone), zone);
  if (!week) throw new Response("Semaine invalide.", { status: 400 });
  const [plannings, { rows }, sites] = await Promise.all([
    listWeekPlannings(week),
    listStaff(week, zone),
    listActiveSiteOptions(week.monday),
  ]);
  const printed = printedWeek({
    monday: week.monday,
    by: parsePrintBy(params.get("par")) ?? "site",
    plannings,
    staff: rows,
    sites,
    filters: { site: params.get("site") || null, employee: params.get("employe") || null },
    zone,
  });
  const pdf = await renderWeekPdf(printed, company.name, formatInZone(new Date(), "dd/MM/yyyy 'à' HH:mm", zone));
  return pdfDownload(pdf, printed.fileName);
}
