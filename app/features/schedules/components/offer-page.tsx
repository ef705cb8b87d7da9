import { Form, Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import type { OfferedShift } from "../../../mail/replacement-offer";

/** What the offer's page shows (see `OfferAnswer`), and the refusal of too many tries. */
export type OfferPageState =
  | { kind: "open"; firstName: string; shift: OfferedShift }
  | { kind: "barred"; message: string }
  | { kind: "unknown" | "accepted" | "refused" | "expired" | "filled" | "won" | "declined" | "throttled" };

const CLOSED: Record<Exclude<OfferPageState["kind"], "open" | "barred">, { title: string; text: string }> = {
  won: {
    title: "La vacation est à vous",
    text: "Merci ! Un courriel de confirmation vous a été envoyé avec l'adresse, les consignes d'accès et le fichier pour votre agenda.",
  },
  declined: { title: "C'est noté", text: "Vous avez refusé cette vacation. Merci d'avoir répondu." },
  accepted: { title: "Déjà répondu", text: "Vous avez déjà accepté cette vacation : elle est dans votre planning." },
  refused: { title: "Déjà répondu", text: "Vous avez déjà refusé cette vacation." },
  filled: {
    title: "Déjà pourvue",
    text: "Cette vacation est déjà pourvue : quelqu'un l'a acceptée avant vous. Merci d'avoir répondu !",
  },
  expired: { title: "Proposition expirée", text: "Cette proposition a expiré : la vacation a commencé." },
  unknown: {
    title: "Lien non valide",
    text: "Ce lien n'est pas valide. Vérifiez qu'il est complet, ou adressez-vous à votre responsable.",
  },
  throttled: { title: "Trop de tentatives", text: "Trop de tentatives. Veuillez patienter avant de réessayer." },
};

/**
 * The page of an offer link, reached without signing in: the shift and two buttons, or what became of the offer.
 * Opening it answers nothing (mail scanners open links); one tap on a button does.
 */
export function OfferPage({ state, refusing }: { state: OfferPageState; refusing: boolean }) {
  return (
    <section className="bg-slate-50 px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        {state.kind === "open" ? (
          <OpenOffer firstName={state.firstName} shift={state.shift} refusing={refusing} />
        ) : state.kind === "barred" ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Vacation non attribuée</h1>
            <p role="alert" className="mt-4 text-slate-800">
              {state.message}
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{CLOSED[state.kind].title}</h1>
            <p
              role={state.kind === "won" || state.kind === "declined" ? "status" : "alert"}
              className="mt-4 text-slate-800"
            >
              {CLOSED[state.kind].text}
            </p>
            {state.kind === "won" || state.kind === "accepted" ? (
              <p className="mt-6">
                <Link to="/my-schedule" className="font-semibold text-brand-800 underline hover:text-brand-900">
                  Voir ma semaine
                </Link>
              </p>
            ) : null}
          </>
        )}
      </Card>
    </section>
  );
}

function OpenOffer({ firstName, shift, refusing }: { firstName: string; shift: OfferedShift; refusing: boolean }) {
  const accept = (
    <Button key="accept" type="submit" name="answer" value="accept" size="lg" className="w-full">
      J'accepte
    </Button>
  );
  const refuse = (
    <Button key="refuse" type="submit" name="answer" value="refuse" size="lg" variant="outline" className="w-full">
      Je refuse
    </Button>
  );
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Pouvez-vous assurer cette vacation ?</h1>
      <p className="mt-2 text-slate-700">
        {firstName.trim() ? `${firstName.trim()}, la` : "La"} première personne qui accepte obtient la vacation.
      </p>
      <dl className="mt-4 space-y-2">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Quand</dt>
          <dd className="font-semibold text-slate-900 first-letter:uppercase">{shift.when}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Vacation</dt>
          <dd className="break-words text-slate-900">{shift.title}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Lieu</dt>
          <dd className="break-words text-slate-900">
            {shift.place}
            {shift.address ? <span className="block text-slate-700">{shift.address}</span> : null}
          </dd>
        </div>
      </dl>
      <Form method="post" className="mt-6 space-y-3">
        {refusing ? [refuse, accept] : [accept, refuse]}
      </Form>
    </>
  );
}
