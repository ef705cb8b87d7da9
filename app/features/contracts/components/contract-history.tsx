import { Badge } from "../../../components/ui/badge";
import { ButtonDialog } from "../../../components/ui/button-dialog";
import { ConfirmDeleteDialog } from "../../../components/ui/confirm-delete-dialog";
import { CorrectDialog } from "../../../components/ui/correct-dialog";
import { PeriodCard, PeriodList } from "../../../components/ui/period-list";
import { isPartTime } from "../../../domain/contracts";
import { CONTRACT_KIND_LABELS } from "../../../domain/enums";
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
  const currentId = currentPeriodId(contracts, today);
  return (
    <PeriodList items={contracts} empty="Aucun contrat enregistré">
      {(contract) => {
        const current = contract.id === currentId;
        const name = `${CONTRACT_KIND_LABELS[contract.kind]} de ${hoursText(contract.weeklyHours)} par semaine`;
        return (
          <PeriodCard
            title={name}
            current={current}
            badges={contract.nightWorker ? <Badge>Travailleur de nuit</Badge> : null}
            actions={editable ? <ContractActions contract={contract} name={name} /> : null}
          >
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
          </PeriodCard>
        );
      }}
    </PeriodList>
  );
}

/** An admin's « Corriger », « Clore » (a contract without an end) and « Supprimer » on a contract. */
function ContractActions({ contract, name }: { contract: ContractRow; name: string }) {
  return (
    <>
      <CorrectDialog what={`le contrat : ${name}`} title="Corriger le contrat" className="max-w-2xl">
        {(close) => <ContractForm contract={contract} onDone={close} />}
      </CorrectDialog>
      {contract.endsOn === null ? (
        <ButtonDialog label="Clore" ariaLabel={`Clore le contrat : ${name}`} variant="outline" title="Clore le contrat">
          {(close) => <ContractEndForm contractId={contract.id} onDone={close} />}
        </ButtonDialog>
      ) : null}
      <ConfirmDeleteDialog
        intent="contract-delete"
        id={contract.id}
        ariaLabel={`Supprimer le contrat : ${name}`}
        description={`Supprimer le contrat « ${name} », ${periodText(contract.startsOn, contract.endsOn).toLowerCase()} ? À réserver à un contrat saisi par erreur : pour un changement d'heures, ajoutez un nouveau contrat.`}
      />
    </>
  );
}
