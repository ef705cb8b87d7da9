import { DataTable, Td } from "../../../components/ui/table";
import { TEXT_LINK } from "../../../components/ui/text-link";
import { formatDuration, signedDuration } from "../../../lib/durations";
import { monthTitle } from "../service-contracts";
import type { SiteMonthHours } from "../site-month-hours";

const unpunchedText = (count: number) =>
  count === 1 ? "1 vacation passée sans pointage complet" : `${count} vacations passées sans pointage complet`;

/**
 * A site's hours month by month: contracted, planned and delivered (punched), how far delivery is from the contract,
 * and the month's service report (under `reports`).
 */
export function SiteHoursTable({ reports, months }: { reports: string; months: SiteMonthHours[] }) {
  return (
    <DataTable
      caption="Heures du site par mois"
      columns={["Mois", "Contractuelles", "Planifiées", "Réalisées (pointées)", "Écart au contrat", "Rapport"]}
      items={months}
      keyOf={(month) => month.month}
    >
      {(month) => (
        <>
          <Td className="font-medium whitespace-nowrap text-slate-900 first-letter:uppercase">
            {monthTitle(month.month)}
          </Td>
          <Td className="whitespace-nowrap">{formatDuration(month.contracted)}</Td>
          <Td className="whitespace-nowrap">{formatDuration(month.planned)}</Td>
          <Td>
            <p className="whitespace-nowrap">{formatDuration(month.delivered)}</p>
            {month.unpunched > 0 ? <p className="text-xs text-amber-800">{unpunchedText(month.unpunched)}</p> : null}
          </Td>
          <Td className="whitespace-nowrap">
            {month.ongoing
              ? "Mois en cours"
              : month.contracted > 0
                ? signedDuration(month.delivered - month.contracted)
                : "—"}
          </Td>
          <Td>
            <a
              href={`${reports}/rapport-${month.month}.pdf`}
              download
              className={`${TEXT_LINK} whitespace-nowrap`}
              aria-label={`Rapport mensuel de ${monthTitle(month.month)} (PDF)`}
            >
              PDF
            </a>
          </Td>
        </>
      )}
    </DataTable>
  );
}
