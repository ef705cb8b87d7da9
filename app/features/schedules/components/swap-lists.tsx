import { ArrowLeftRight } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { Panel } from "../../../components/ui/panel";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { SWAP_STATUS_LABELS } from "../../../domain/swaps";
import type { SwapView } from "../swaps/swaps.server";

function SwapLines({ swap }: { swap: SwapView }) {
  return (
    <>
      <p className="break-words text-slate-900">
        <span className="font-semibold">{swap.from.name}</span> → {swap.to.name} :{" "}
        <span className="first-letter:uppercase">{swap.shift.when}</span>, {swap.shift.title} ({swap.shift.place})
      </p>
      {swap.theirs ? (
        <p className="break-words text-slate-800">
          En échange, {swap.to.name} → {swap.from.name} : {swap.theirs.when}, {swap.theirs.title} ({swap.theirs.place})
        </p>
      ) : (
        <p className="text-sm text-slate-700">Sans contrepartie : la vacation est cédée.</p>
      )}
    </>
  );
}

/** /my-schedule's « Mes échanges »: proposals received to answer, and one's own with their state. */
export function MySwaps({ swaps, employeeId }: { swaps: SwapView[]; employeeId: string }) {
  if (swaps.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="mes-echanges" className="space-y-4">
      <h2 id="mes-echanges" className="text-xl font-semibold text-slate-900">
        Mes échanges
      </h2>
      <ul className="space-y-3">
        {swaps.map((swap) => {
          const received = swap.to.id === employeeId;
          const field = { name: "swapId", value: swap.id };
          const about = `${swap.from.name}, ${swap.shift.when}`;
          return (
            <li key={swap.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <SwapLines swap={swap} />
              <p className="mt-1 text-sm font-semibold text-slate-800">{SWAP_STATUS_LABELS[swap.status]}</p>
              {received && swap.status === "proposed" ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  <RowActionForm
                    intent="swap-accept"
                    field={field}
                    label="Accepter"
                    ariaLabel={`Accepter la proposition de ${about}`}
                    variant="primary"
                  />
                  <RowActionForm
                    intent="swap-decline"
                    field={field}
                    label="Refuser"
                    ariaLabel={`Refuser la proposition de ${about}`}
                  />
                </div>
              ) : null}
              {!received && (swap.status === "proposed" || swap.status === "accepted") ? (
                <div className="mt-2">
                  <RowActionForm
                    intent="swap-cancel"
                    field={field}
                    label="Annuler"
                    ariaLabel={`Annuler la proposition à ${swap.to.name}`}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The staff home's « Échanges à valider »: swaps both employees agreed on, approved or refused in one tap. */
export function SwapsToApprove({ swaps }: { swaps: SwapView[] }) {
  return (
    <Panel
      id="echanges"
      title="Échanges à valider"
      icon={<ArrowLeftRight aria-hidden="true" className="size-5" />}
      count={swaps.length}
    >
      {swaps.length === 0 ? (
        <p className="text-slate-600">Aucun échange en attente.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {swaps.map((swap) => {
            const field = { name: "swapId", value: swap.id };
            const about = `${swap.from.name} et ${swap.to.name}`;
            return (
              <li key={swap.id} className="py-3">
                <SwapLines swap={swap} />
                <div className="mt-2 flex flex-wrap gap-2">
                  <RowActionForm
                    intent="swap-approve"
                    field={field}
                    label="Approuver"
                    ariaLabel={`Approuver l'échange entre ${about}`}
                    variant="primary"
                  />
                  <RowActionForm
                    intent="swap-refuse"
                    field={field}
                    label="Refuser"
                    ariaLabel={`Refuser l'échange entre ${about}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
