import { Badge } from "../../../components/ui/badge";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { cn } from "../../../components/ui/cn";
import { ConfirmDeleteForm } from "../../../components/ui/confirm-delete-form";
import { CONTRACT_KIND_LABELS, isPartTime } from "../../../domain/contracts";
import { currentPeriodId, periodText } from "../../../lib/day-periods";
import { frenchDay } from "../../../lib/time";
import { hoursText } from "../contracts";
import type { ContractRow } from "../contracts.server";
import { ContractEndForm } from "./contract-end-form";
import { ContractForm } from "./contract-form";

/** The employee's contracts, the latest first, the one in force today highlighted; admins get their actions. */
export function ContractHistory({
  contracts,
  today,
  editable,
}: {
  contracts: ContractRow[];
  today: string;
  editable: boolean;
}) {
  if (contracts.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
        Aucun contrat enregistré
      </p>
    );
  const currentId = currentPeriodId(contracts, today);
  return (
    <ul className="space-y-3">
      {contracts.map((contract) => {
        const current = contract.id === currentId;
        const name = `${CONTRACT_KIND_LABELS[contract.kind]} de ${hoursText(contract.weeklyHours)} par semaine`;
        return (
          <li
            key={contract.id}
            aria-current={current ? "true" : undefined}
            className={cn(
              "rounded-lg border p-4",
              current ? "border-brand-300 bg-brand-50" : "border-slate-200 bg-white",
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">{name}</h3>
              {current ? <Badge tone="brand">En cours</Badge> : null}
              {contract.nightWorker ? <Badge>Travailleur de nuit</Badge> : null}
            </div>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-600">Période</dt>
              <dd className="text-slate-900">{periodText(contract.startsOn, contract.endsOn)}</dd>
              <dt className="text-slate-600">Travail de nuit</dt>
              <dd className="text-slate-900">{contract.nightWorker ? "Oui" : "Non"}</dd>
              {isPartTime(contract) ? (
                <>
                  <dt className="text-slate-600">Demande écrite pour moins de 16 h</dt>
                  <dd className="text-slate-900">
                    {contract.under16RequestOn ? `Reçue le ${frenchDay(contract.under16RequestOn)}` : "Aucune"}
                  </dd>
                </>
              ) : null}
            </dl>
            {editable ? (
              <div className="mt-3 flex flex-wrap gap-2">
                <ButtonDialog
                  label="Corriger"
                  ariaLabel={`Corriger le contrat : ${name}`}
                  variant="outline"
                  title="Corriger le contrat"
                  className="max-w-2xl"
                >
                  {(close) => <ContractForm contract={contract} onDone={close} />}
                </ButtonDialog>
                {contract.endsOn === null ? (
                  <ButtonDialog
                    label="Clore"
                    ariaLabel={`Clore le contrat : ${name}`}
                    variant="outline"
                    title="Clore le contrat"
                  >
                    {(close) => <ContractEndForm contractId={contract.id} onDone={close} />}
                  </ButtonDialog>
                ) : null}
                <ButtonDialog
                  label="Supprimer"
                  ariaLabel={`Supprimer le contrat : ${name}`}
                  variant="destructive"
                  title="Confirmer la suppression"
                  description={`Supprimer le contrat « ${name} », ${periodText(contract.startsOn, contract.endsOn).toLowerCase()} ? À réserver à un contrat saisi par erreur : pour un changement d'heures, ajoutez un nouveau contrat.`}
                >
                  {(close) => <ConfirmDeleteForm intent="contract-delete" id={contract.id} onDone={close} />}
                </ButtonDialog>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
