import { Link } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { Button, buttonClass } from "../../../components/ui/button";
import { Fold } from "../../../components/ui/fold";
import { fullName } from "../../../domain/people";
import { internationalDigits } from "../../../lib/phone";
import { schemaCheck } from "../../../lib/schema-check";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { type Planning, placeText, spokenPeriodText } from "../schedules";
import { FINDER_LABOUR_REASON, fillShiftSchema } from "../schedules.schema";
import { replacementRequestText, whatsappUrl } from "../share-text";
import { vacancyText } from "../week-grid/grid-block";
import { OverlapWarning } from "./overlap-warning";
import { PLANNING_FORM, planningWarning } from "./planning-answer";
import { PlanningIntentForm } from "./planning-intent-form";
import { OfferBox, OfferForm, type OfferLine, OffersSent, useOfferChoice } from "./replacement-offers";

export interface FinderCandidate {
  id: string;
  name: string;
  /** Why they stand where they do, one line each. */
  lines: string[];
  /** Whether the rules to check have something to say of the shift for them. */
  alerted: boolean;
  /** They offered to take it from their week (ADR 052). */
  volunteered: boolean;
  contact: { firstName: string; phone: string | null };
}

export interface FinderState {
  /** `open`: someone is needed; `filled`: nobody is any more; `over`: the shift has ended. */
  status: "open" | "filled" | "over";
  /** The best ranked, at most `LISTED_CANDIDATES`. */
  eligible: FinderCandidate[];
  /** How many more could take it, ranked lower. */
  unlisted: number;
  ineligible: { id: string; name: string; reason: string }[];
}

const LINK = "font-semibold text-brand-800 underline hover:text-brand-900";

/** « Trouver un remplaçant »: the shift, the ranked candidates with their reasons, and who cannot take it and why. */
export function ReplacementFinder({
  planning,
  zone,
  finder,
  offers,
  monday,
}: {
  planning: Planning;
  zone: string;
  finder: FinderState;
  offers: OfferLine[];
  /** The Monday of the shift's week, for the link to its plannings. */
  monday: string;
}) {
  const vacancy = vacancyText(planning.vacancies ?? [], true);
  const people = planning.assignedUsers.map(fullName).join(", ");
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 md:py-10">
      <div>
        <BackLink to="/admin">Accueil du personnel</BackLink>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">Trouver un remplaçant</h1>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold break-words text-slate-900">{planning.title}</h2>
        <p className="font-semibold text-slate-900 tabular-nums first-letter:uppercase">
          {spokenPeriodText(planning.startTime, planning.endTime, zone)}
        </p>
        <p className="break-words text-slate-800">{placeText(planning)}</p>
        {vacancy ? <p className="mt-1 font-semibold break-words text-amber-900">{vacancy}</p> : null}
        {people ? <p className="mt-1 break-words text-slate-700">Employés assignés : {people}</p> : null}
        <p className="mt-2">
          <Link to={`/admin/schedules?semaine=${monday}&vue=sites`} className={LINK}>
            Ouvrir les plannings de la semaine
          </Link>
        </p>
      </div>
      <OffersSent offers={offers} />
      {finder.status === "over" ? (
        <p className="text-slate-800">Cette vacation est terminée : elle ne peut plus être pourvue.</p>
      ) : finder.status === "filled" ? (
        <p className="text-slate-800">Cette vacation est pourvue : plus personne n'est à remplacer.</p>
      ) : (
        <Candidates
          key={offers.map((offer) => offer.employeeId).join()}
          planning={planning}
          zone={zone}
          finder={finder}
          offers={offers}
        />
      )}
    </section>
  );
}

/** The candidates shown unfolded: enough to choose at 6 a.m. on a phone without scrolling past the whole staff. */
const SHOWN_FIRST = 5;

function Candidates({
  planning,
  zone,
  finder,
  offers,
}: {
  planning: Planning;
  zone: string;
  finder: FinderState;
  offers: OfferLine[];
}) {
  const offered = new Map(offers.map((offer) => [offer.employeeId, offer]));
  const { formId, ticked, toggle } = useOfferChoice(
    planning.id,
    finder.eligible.map((candidate) => candidate.id),
    new Set(offered.keys()),
  );
  const first = finder.eligible.slice(0, SHOWN_FIRST);
  const others = finder.eligible.slice(SHOWN_FIRST);
  const card = (candidate: FinderCandidate, index: number) => (
    <li key={candidate.id} className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="font-bold break-words text-slate-900">
        {index + 1}. {candidate.name}
      </p>
      {candidate.volunteered ? (
        <p className="text-sm font-semibold text-emerald-800">S'est proposé(e) pour cette vacation</p>
      ) : null}
      <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
        {candidate.lines.map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
      {offered.has(candidate.id) ? (
        <p className="mt-2 text-sm font-semibold text-slate-800">Proposition : {offered.get(candidate.id)?.text}</p>
      ) : (
        <OfferBox formId={formId} candidate={candidate} checked={ticked.has(candidate.id)} onToggle={toggle} />
      )}
      <Reach planning={planning} zone={zone} candidate={candidate} />
      <ChooseForm planningId={planning.id} candidate={candidate} />
    </li>
  );
  return (
    <>
      <section aria-labelledby="titre-candidats">
        <h2 id="titre-candidats" className="text-lg font-bold text-slate-900">
          Candidats ({finder.eligible.length + finder.unlisted})
        </h2>
        <p className="text-sm text-slate-600">
          Les employés sous contrat, classés : le moins d'alertes, puis qui connaît le site, puis qui a le moins
          d'heures cette semaine.
        </p>
        {finder.eligible.length === 0 ? (
          <p className="mt-2 text-slate-800">Aucun employé sous contrat n'est disponible pour cette vacation.</p>
        ) : (
          <ol className="mt-3 space-y-3">{first.map(card)}</ol>
        )}
        {others.length > 0 ? (
          <Fold
            className="mt-3"
            summaryClassName="py-2 font-semibold text-brand-800"
            summary={`Autres candidats (${others.length})`}
          >
            <ol className="space-y-3">{others.map((candidate, index) => card(candidate, SHOWN_FIRST + index))}</ol>
            {finder.unlisted > 0 ? (
              <p className="mt-3 text-sm text-slate-700">
                Et {finder.unlisted} autre{finder.unlisted > 1 ? "s" : ""}, moins bien classé
                {finder.unlisted > 1 ? "s" : ""}.
              </p>
            ) : null}
          </Fold>
        ) : null}
        {finder.eligible.some((candidate) => !offered.has(candidate.id)) ? (
          <OfferForm planningId={planning.id} formId={formId} count={ticked.size} />
        ) : null}
      </section>
      {finder.ineligible.length > 0 ? (
        <section aria-labelledby="titre-indisponibles">
          <Fold
            summaryClassName="py-2"
            summary={
              <h2 id="titre-indisponibles" className="text-lg font-bold text-slate-900">
                Non disponibles ({finder.ineligible.length})
              </h2>
            }
          >
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4">
              {finder.ineligible.map((person) => (
                <li key={person.id} className="py-2 text-sm">
                  <span className="font-semibold text-slate-900">{person.name}</span>
                  <span className="break-words text-slate-700"> — {person.reason}</span>
                </li>
              ))}
            </ul>
          </Fold>
        </section>
      ) : null}
    </>
  );
}

/** « Appeler » and « WhatsApp », the shift's message ready, when the candidate's phone is on file. */
function Reach({ planning, zone, candidate }: { planning: Planning; zone: string; candidate: FinderCandidate }) {
  const digits = internationalDigits(candidate.contact.phone);
  if (!digits) return null;
  const text = replacementRequestText(planning, candidate.contact.firstName, zone);
  return (
    <p className="mt-2 flex flex-wrap gap-2">
      <a href={`tel:+${digits}`} className={buttonClass("outline", "lg")} aria-label={`Appeler ${candidate.name}`}>
        Appeler
      </a>
      <a
        href={whatsappUrl(text, candidate.contact.phone)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("outline", "lg")}
        aria-label={`Écrire à ${candidate.name} sur WhatsApp`}
      >
        WhatsApp
      </a>
    </p>
  );
}

/**
 * The candidate's « Choisir », posted to the plannings' action. The rules to check that the card lists are confirmed
 * by choosing (the reason recorded says so); what the server finds beyond them is shown for confirmation as anywhere.
 */
function ChooseForm({ planningId, candidate }: { planningId: string; candidate: FinderCandidate }) {
  const action = useSchemaForm({
    id: `remplacant-${planningId}-${candidate.id}`,
    check: schemaCheck(fillShiftSchema),
    ...PLANNING_FORM,
  });
  const { overlaps, labour } = planningWarning(action.answer);
  const warned = overlaps.length > 0 || labour.lines.length > 0 || (labour.illegal?.length ?? 0) > 0;
  return (
    <PlanningIntentForm action={action} intent="fill" planningId={planningId} to="/admin/schedules">
      <input type="hidden" name="employeeId" value={candidate.id} />
      {candidate.alerted && !warned ? (
        <>
          <input type="hidden" name="confirmOverlap" value="true" />
          <input type="hidden" name="labourReason" value={FINDER_LABOUR_REASON} />
        </>
      ) : null}
      <OverlapWarning id={action.form.errorId} lines={overlaps} labour={labour} busy={action.busy} />
      <Button type="submit" size="lg" className="mt-3 w-full sm:w-auto" disabled={action.busy}>
        Choisir<span className="sr-only"> {candidate.name}</span>
      </Button>
    </PlanningIntentForm>
  );
}
