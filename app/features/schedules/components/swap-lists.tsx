import { DecisionForms } from "../../../components/ui/decision-forms";
import { BoxList, RegionCard } from "../../../components/ui/region-card";
import { RowActionForm } from "../../../components/ui/row-action-form";
import { SWAP_STATUS_LABELS } from "../../../domain/enums";
import { MY_SCHEDULE_REGIONS } from "../../../domain/my-schedule-regions";
import type { SwapView } from "../swaps/swaps.server";

/** Who gives which shift to whom, and what comes back: on the employees' lists and on the managers' panel. */
export function SwapLines({ swap }: { swap: SwapView }) {
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
    <RegionCard {...MY_SCHEDULE_REGIONS.swaps}>
      <BoxList items={swaps} keyOf={(swap) => swap.id}>
        {(swap) => {
          const received = swap.to.id === employeeId;
          const field = { name: "swapId", value: swap.id };
          const about = `${swap.from.name}, ${swap.shift.when}`;
          return (
            <>
              <SwapLines swap={swap} />
              <p className="mt-1 text-sm font-semibold text-slate-800">{SWAP_STATUS_LABELS[swap.status]}</p>
              {received && swap.status === "proposed" ? (
                <DecisionForms
                  field={field}
                  about={`la proposition de ${about}`}
                  yes={{ intent: "swap-accept", label: "Accepter" }}
                  no={{ intent: "swap-decline", label: "Refuser" }}
                />
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
            </>
          );
        }}
      </BoxList>
    </RegionCard>
  );
}
