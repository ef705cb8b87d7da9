import { company, fullAddress } from "../../lib/company";
import { formatDuration, signedDuration } from "../../lib/durations";
import { A4_MARGIN, BOLD, PALETTE, type PdfDoc, REGULAR, renderPdf, WHOLE_LETTERS } from "../../lib/pdf.server";
import { formatInZone, frenchDay } from "../../lib/time";
import { monthTitle } from "./service-contracts";
import type { ReportVisit, SiteMonthReport } from "./site-report.server";

/** An inspection as the report shows it (read by the inspections feature). */
export interface ReportInspection {
  inspectedAt: Date;
  /** Whole percent; null when every point was N/A. */
  percent: number | null;
  thresholdPercent: number;
  actions: Array<{ reason: string; dueOn: string; state: "ouverte" | "close"; closingNote: string | null }>;
}

/** A client's request about the site, received in the month (read by the client-requests feature). */
export interface ReportRequest {
  receivedAt: Date;
  kindLabel: string;
  statusLabel: string;
  excerpt: string;
}

export interface SiteReportSheet extends SiteMonthReport {
  inspections: ReportInspection[];
  requests: ReportRequest[];
  zone: string;
  now: Date;
}

/**
 * A site's monthly service report, for its client: the company's identity, the month's contracted, planned and
 * delivered hours, each visit, the inspections with their scores, the corrective actions with their state, and the
 * client's requests with theirs.
 */
export function renderSiteReportPdf(sheet: SiteReportSheet): Promise<Buffer> {
  const month = monthTitle(sheet.month);
  const info = {
    Title: `${company.name} — Rapport mensuel — ${sheet.site.name} — ${month}`,
    Author: company.legalName,
  };
  return renderPdf({ size: "A4", margin: A4_MARGIN, info }, (doc) => drawReport(doc, sheet, month));
}

function drawReport(doc: PdfDoc, sheet: SiteReportSheet, month: string) {
  const text = { ...WHOLE_LETTERS, width: doc.page.width - 2 * A4_MARGIN };
  const line = (value: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
    doc
      .fillColor(options.color ?? PALETTE.ink)
      .font(options.bold ? BOLD : REGULAR)
      .fontSize(options.size ?? 10)
      .text(value, A4_MARGIN, doc.y, text);
  const heading = (value: string) => {
    doc.moveDown(0.8);
    line(value, { bold: true, size: 13 });
    doc.moveDown(0.2);
  };
  doc.y = A4_MARGIN;
  line(company.legalName, { bold: true, color: PALETTE.brand });
  line(`${fullAddress} · ${company.phones[0].display} · ${company.email}`, { size: 9, color: PALETTE.muted });
  doc.moveDown(0.6);
  line("Rapport mensuel de prestation", { bold: true, size: 18 });
  line(`${sheet.site.name} — ${month}`, { size: 12 });
  line(`${sheet.site.client} · ${sheet.site.address}`, { color: PALETTE.muted });

  const { hours } = sheet;
  heading("Heures");
  line(`Contractuelles : ${formatDuration(hours.contracted)}`);
  line(`Planifiées : ${formatDuration(hours.planned)}`);
  line(`Réalisées (pointées) : ${formatDuration(hours.delivered)}`);
  if (hours.unpunched > 0)
    line(`Vacations passées sans pointage complet : ${hours.unpunched}`, { color: PALETTE.muted });
  line(
    hours.ongoing
      ? "Mois en cours : l'écart au contrat se lit à la fin du mois."
      : `Écart au contrat : ${hours.contracted > 0 ? signedDuration(hours.delivered - hours.contracted) : "sans contrat"}`,
  );

  heading(`Interventions (${sheet.visits.length})`);
  if (sheet.visits.length === 0) line("Aucune intervention ce mois-ci.");
  for (const visit of sheet.visits) line(visitLine(visit, sheet.zone, sheet.now));

  heading(`Contrôles qualité (${sheet.inspections.length})`);
  if (sheet.inspections.length === 0) line("Aucun contrôle ce mois-ci.");
  for (const inspection of sheet.inspections) {
    const score = inspection.percent === null ? "sans objet" : `${inspection.percent} %`;
    line(
      `${formatInZone(inspection.inspectedAt, "EEEE d MMMM", sheet.zone)} : score ${score} (seuil ${inspection.thresholdPercent} %)`,
      { bold: true },
    );
    for (const action of inspection.actions)
      line(
        `Action corrective : ${action.reason} — ${
          action.state === "close"
            ? `close${action.closingNote ? ` : ${action.closingNote}` : ""}`
            : `ouverte, avant le ${frenchDay(action.dueOn)}`
        }`,
      );
  }

  heading(`Demandes du client (${sheet.requests.length})`);
  if (sheet.requests.length === 0) line("Aucune demande ce mois-ci.");
  for (const request of sheet.requests) {
    const day = formatInZone(request.receivedAt, "EEEE d MMMM", sheet.zone);
    line(`${day} : ${request.kindLabel} — ${request.statusLabel}`, { bold: true });
    line(`« ${request.excerpt} »`, { color: PALETTE.muted });
  }

  doc.moveDown(1);
  line(`Édité le ${formatInZone(sheet.now, "dd/MM/yyyy", sheet.zone)}. Horaires à l'heure de Paris.`, {
    size: 8,
    color: PALETTE.muted,
  });
}

/** « lundi 2 novembre, 06:00–08:00, Awa : réalisée 06:02–08:01 ». */
function visitLine(visit: ReportVisit, zone: string, now: Date): string {
  const when = `${formatInZone(visit.start, "EEEE d MMMM, HH:mm", zone)}–${formatInZone(visit.end, "HH:mm", zone)}`;
  const status =
    visit.arrival && visit.departure
      ? `réalisée ${formatInZone(visit.arrival, "HH:mm", zone)}–${formatInZone(visit.departure, "HH:mm", zone)}`
      : visit.end > now
        ? "à venir"
        : "sans pointage complet";
  return `${when}, ${visit.firstName} : ${status}`;
}
