import { ArrowLeftRight } from "lucide-react";
import { DecisionForms } from "../../../components/ui/decision-forms";
import { WaitingPanel } from "../../../components/ui/panel";
import { STAFF_HOME_PANELS } from "../../../domain/staff-home-panels";
import type { SwapView } from "../swaps/swaps.server";
import { SwapLines } from "./swap-lists";

/** The staff home's « Échanges à valider »: swaps both employees agreed on, approved or refused in one tap. */
export function SwapsToApprove({ swaps }: { swaps: SwapView[] }) {
  return (
    <WaitingPanel {...STAFF_HOME_PANELS.swaps} icon={ArrowLeftRight} items={swaps}>
      {(swap) => (
        <>
          <SwapLines swap={swap} />
          <DecisionForms
            field={{ name: "swapId", value: swap.id }}
            about={`l'échange entre ${swap.from.name} et ${swap.to.name}`}
            yes={{ intent: "swap-approve", label: "Approuver" }}
            no={{ intent: "swap-refuse", label: "Refuser" }}
          />
        </>
      )}
    </WaitingPanel>
  );
}
