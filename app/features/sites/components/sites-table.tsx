import { Link } from "react-router";
import { DataTable, Td } from "../../../components/ui/table";
import { TEXT_LINK } from "../../../components/ui/text-link";
import { siteAddressLine } from "../../../domain/sites";
import { weeklyHoursText } from "../sites";
import type { SiteRow } from "../sites.server";
import { AttendanceCodeDialog } from "./attendance-code-dialog";
import { SiteFormDialog } from "./site-form-dialog";
import { SiteStatusActions } from "./site-status-actions";

/** One list of sites (the active ones, or the archived ones) with their details and actions. */
export function SitesTable({ sites, caption, zone }: { sites: SiteRow[]; caption: string; zone: string }) {
  return (
    <DataTable
      caption={caption}
      columns={["Site", "Adresse", "Accès", "Contact sur place", "Heures / semaine", "Actions"]}
      items={sites}
    >
      {(site) => (
        <>
          <Td>
            <Link to={`/admin/sites/${site.id}`} className={`${TEXT_LINK} md:min-h-0`}>
              {site.name}
            </Link>
            <p className="text-slate-600">{site.clientName}</p>
            <p className="text-xs text-slate-600">
              {site.planningCount === 0
                ? "Aucun planning"
                : `${site.planningCount} planning${site.planningCount > 1 ? "s" : ""}`}
            </p>
          </Td>
          <Td className="min-w-48">{siteAddressLine(site)}</Td>
          <Td className="min-w-48">
            {site.accessCode ? (
              <p>
                Code : <span className="font-mono font-semibold">{site.accessCode}</span>
              </p>
            ) : null}
            <p className="whitespace-pre-line text-slate-700">{site.accessInstructions ?? ""}</p>
            {!site.accessCode && !site.accessInstructions ? <p className="text-slate-600">Non renseigné</p> : null}
          </Td>
          <Td>
            {site.contactName || site.contactPhone ? (
              <>
                <p>{site.contactName}</p>
                {site.contactPhone ? (
                  <a
                    className="whitespace-nowrap text-brand-700 underline"
                    href={`tel:${site.contactPhone.replace(/\s/g, "")}`}
                  >
                    {site.contactPhone}
                  </a>
                ) : null}
              </>
            ) : (
              <span className="text-slate-600">Non renseigné</span>
            )}
          </Td>
          <Td className="whitespace-nowrap">{weeklyHoursText(site.contractedMinutesPerWeek)}</Td>
          <Td>
            <div className="flex flex-wrap gap-2">
              <SiteFormDialog site={site} />
              {site.active ? <AttendanceCodeDialog site={site} zone={zone} /> : null}
              <SiteStatusActions site={site} />
            </div>
          </Td>
        </>
      )}
    </DataTable>
  );
}
