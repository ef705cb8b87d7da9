import { Building2, CalendarPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { Card } from "../../../components/ui/card";
import { ConfirmDeleteDialog } from "../../../components/ui/confirm-delete-dialog";
import { CorrectDialog } from "../../../components/ui/correct-dialog";
import { PeriodCard, PeriodList } from "../../../components/ui/period-list";
import { RecordHeader } from "../../../components/ui/record-header";
import { TEXT_LINK } from "../../../components/ui/text-link";
import { FREQUENCY_LABELS } from "../../../domain/enums";
import { priceText } from "../../../domain/service-contracts";
import { currentPeriodId, periodText } from "../../../lib/day-periods";
import { formatDuration } from "../../../lib/durations";
import { frenchDay } from "../../../lib/time";
import { previousContract } from "../service-contracts";
import type { ServiceContractRow } from "../service-contracts.server";
import type { SiteFile } from "../site-file.server";
import { ServiceContractCorrectionForm, ServiceContractForm } from "./service-contract-form";
import { SiteHoursTable } from "./site-hours-table";

/** What deleting `contract` does to the one it had ended, said before the manager confirms. */
function deletionText(contract: ServiceContractRow, previous: ServiceContractRow | null): string {
  const reopened = previous
    ? ` Le contrat précédent, du ${frenchDay(previous.startsOn)}, reprendra ${contract.endsOn ? `jusqu'au ${frenchDay(contract.endsOn)}` : "sans date de fin"}.`
    : "";
  return `À réserver à un contrat saisi par erreur : pour un changement de contrat, ajoutez-en un nouveau.${reopened}`;
}

function ContractTerms({
  contract,
  previous,
  current,
}: {
  contract: ServiceContractRow;
  /** The contract that ended the day before this one began. */
  previous: ServiceContractRow | null;
  current: boolean;
}) {
  const title = `${formatDuration(contract.weeklyMinutes)} par semaine · ${FREQUENCY_LABELS[contract.frequency]}`;
  const period = periodText(contract.startsOn, contract.endsOn);
  const name = `${title}, ${period.toLowerCase()}`;
  return (
    <PeriodCard
      title={title}
      current={current}
      actions={
        <>
          <CorrectDialog
            what={`le contrat : ${name}`}
            title="Corriger le contrat de prestation"
            description="Pour un contrat saisi par erreur : la correction remplace ses termes, sans créer de nouveau contrat."
          >
            {(close) => <ServiceContractCorrectionForm contract={contract} onDone={close} />}
          </CorrectDialog>
          <ConfirmDeleteDialog
            intent="contract-delete"
            id={contract.id}
            ariaLabel={`Supprimer le contrat : ${name}`}
            description={`Supprimer le contrat « ${name} » ? ${deletionText(contract, previous)}`}
          />
        </>
      }
    >
      <p className="mt-1 text-sm text-slate-700">{period}</p>
      <p className="text-sm text-slate-900">
        {contract.pricing && contract.priceCents
          ? priceText(contract.pricing, contract.priceCents)
          : "Prix non renseigné"}
      </p>
    </PeriodCard>
  );
}

/** « Planifier »: the week grid of the site, with the add dialog proposing the series its contract asks for. */
const planHref = (siteId: string, monday: string) =>
  `/admin/schedules?semaine=${monday}&vue=sites&site=${siteId}&planifier=${siteId}`;

/** A site's page: where and whose it is, its service contracts, and its hours month by month. */
export function SitePage({
  site,
  today,
  nextMonday,
  inspections,
}: {
  site: SiteFile;
  today: string;
  nextMonday: string;
  /** The site's inspections (the inspections feature's section). */
  inspections: ReactNode;
}) {
  const currentId = currentPeriodId(site.contracts, today);
  const current = site.contracts.find((contract) => contract.id === currentId) ?? null;
  const plannable = site.active && currentPeriodId(site.contracts, nextMonday) !== null;
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <RecordHeader
        back={{ to: "/admin/sites", label: "Retour aux sites" }}
        title={`${site.name}${site.active ? "" : " (archivé)"}`}
      >
        <p className="mt-1 flex items-start gap-2 text-slate-700">
          <Building2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-600" />
          <span className="break-words">{site.address}</span>
        </p>
        <p className="text-slate-700">
          Client :{" "}
          {site.client.id ? (
            <Link to={`/admin/clients/${site.client.id}`} className={TEXT_LINK}>
              {site.client.name}
            </Link>
          ) : (
            site.client.name
          )}
        </p>
      </RecordHeader>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Contrat de prestation</h2>
          <div className="flex flex-wrap gap-2">
            {plannable ? (
              <Link to={planHref(site.id, nextMonday)} className={`${buttonClass("outline", "sm")} max-md:h-11`}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                Planifier
              </Link>
            ) : null}
            <ButtonDialog
              label="Nouveau contrat"
              variant="primary"
              title="Nouveau contrat de prestation"
              description="Heures, fréquence et prix convenus avec le client, à partir d'une date."
            >
              {(close) => (
                <ServiceContractForm
                  current={current}
                  askedFrequency={site.askedFrequency}
                  today={today}
                  onDone={close}
                />
              )}
            </ButtonDialog>
          </div>
        </div>
        <PeriodList items={site.contracts} empty="Aucun contrat enregistré">
          {(contract) => (
            <ContractTerms
              contract={contract}
              previous={previousContract(site.contracts, contract)}
              current={contract.id === currentId}
            />
          )}
        </PeriodList>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Heures par mois</h2>
        <p className="text-sm text-slate-700">
          Réalisées : de l'arrivée au départ pointés, pause déduite. Une vacation sans pointage complet n'y est pas
          comptée.
        </p>
        <SiteHoursTable reports={`/admin/sites/${site.id}/rapports`} months={site.months} />
      </Card>
      {inspections}
    </section>
  );
}
