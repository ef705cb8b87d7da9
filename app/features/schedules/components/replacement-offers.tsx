import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "../../../components/ui/button";
import type { OfferState } from "../../../domain/offers";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { OFFER_BATCH, offerButtonText } from "../offers/offers";
import { sendOffersSchema } from "../offers/offers.schema";

/** An offer of the shift, as its page lists it. */
export interface OfferLine {
  employeeId: string;
  name: string;
  state: OfferState;
  /** « Envoyée à 06:02, sans réponse » */
  text: string;
}

const STATE_TONE: Record<OfferState, string> = {
  sent: "text-slate-700",
  accepted: "font-semibold text-green-800",
  refused: "text-red-800",
  expired: "text-slate-600",
  filled: "text-slate-600",
};

/** How often the page asks again while offers wait for an answer: the manager sees answers come in. */
const LIVE_INTERVAL_MS = 5_000;

/** Reads the page again every few seconds while `waiting`, only while it is on screen. */
function useLiveWhile(waiting: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && latest.current.state === "idle") latest.current.revalidate();
    }, LIVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}

/** « Propositions envoyées »: each offer of the shift and what became of it, kept up to date while any waits. */
export function OffersSent({ offers }: { offers: OfferLine[] }) {
  useLiveWhile(offers.some((offer) => offer.state === "sent"));
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="titre-propositions" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="titre-propositions" className="text-lg font-bold text-slate-900">
        Propositions envoyées ({offers.length})
      </h2>
      <ul aria-live="polite" className="mt-2 divide-y divide-slate-200">
        {offers.map((offer) => (
          <li key={offer.employeeId} className="py-2">
            <span className="font-semibold break-words text-slate-900">{offer.name}</span>
            <span className={`block text-sm ${STATE_TONE[offer.state]}`}>{offer.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Who « Proposer » offers the shift to: the first OFFER_BATCH candidates not offered it yet, until the manager ticks
 * otherwise. The caller keys its list by the offers made, so that a new offer starts the choice again.
 */
export function useOfferChoice(planningId: string, candidateIds: readonly string[], offered: ReadonlySet<string>) {
  const formId = `proposer-${planningId}`;
  const initial = candidateIds.filter((id) => !offered.has(id)).slice(0, OFFER_BATCH);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { formId, ticked, toggle };
}

/** The card's box, which belongs to « Proposer »'s form by its id. */
export function OfferBox({
  formId,
  candidate,
  checked,
  onToggle,
}: {
  formId: string;
  candidate: { id: string; name: string };
  checked: boolean;
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <label className="mt-2 flex min-h-11 items-center gap-3 font-semibold text-slate-900">
      <input
        type="checkbox"
        form={formId}
        name="employeeIds"
        value={candidate.id}
        checked={checked}
        onChange={(event) => onToggle(candidate.id, event.target.checked)}
        className="size-5"
      />
      <span>
        Proposer par courriel<span className="sr-only"> à {candidate.name}</span>
      </span>
    </label>
  );
}

/** « Proposer »: each candidate ticked gets the shift by mail at once; on a phone the button stays in reach. */
export function OfferForm({ planningId, formId, count }: { planningId: string; formId: string; count: number }) {
  const action = useSchemaForm({ id: formId, check: schemaCheck(sendOffersSchema), toastRefusals: "first" });
  return (
    <action.fetcher.Form
      {...action.formProps}
      action={`/admin/replacements/${planningId}`}
      className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0"
    >
      <input type="hidden" name="intent" value="offer" />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={action.busy || count === 0}>
        {count === 0 ? "Cochez qui proposer" : offerButtonText(count)}
      </Button>
      <p className="mt-1 text-sm text-slate-600">
        Chacun reçoit un courriel pour accepter ou refuser ; le premier qui accepte obtient la vacation.
      </p>
    </action.fetcher.Form>
  );
}
