import { Check, ClipboardCheck, type LucideIcon, MessageSquareReply, ShieldCheck, Users } from "lucide-react";
import type { TrustCommitment } from "../../../lib/trust-env";
import { type Commitment, hasTrustSection, type TrustClaims } from "../trust";

const commitmentIcons: Record<TrustCommitment, LucideIcon> = {
  "equipes-stables": Users,
  "controle-qualite": ClipboardCheck,
  "reponse-24h": MessageSquareReply,
};

function CommitmentItem({ commitment, compact }: { commitment: Commitment; compact?: boolean }) {
  const Icon = commitmentIcons[commitment.key];
  const Heading = compact ? "h3" : "h4";
  return (
    <li className={compact ? "flex gap-3" : "rounded-lg border border-slate-200 bg-white p-5 shadow-sm"}>
      {compact ? (
        // Bare, as the contact details' icons beside it.
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      ) : (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
      <div>
        <Heading className={`${compact ? "" : "mt-3 "}font-semibold text-slate-900`}>{commitment.title}</Heading>
        <p className={`${compact ? "" : "mt-1 "}text-slate-700`}>{commitment.text}</p>
      </div>
    </li>
  );
}

function Insurance({ sentence }: { sentence: string }) {
  return (
    <p className="flex gap-3 text-slate-700">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <span>{sentence}</span>
    </p>
  );
}

/**
 * The home page's trust section: the commitments, sectors and insurance the environment states
 * (app/lib/trust-env.ts). Nothing is shown that is not configured, and the section goes when nothing is.
 */
export function TrustSection({ claims }: { claims: TrustClaims }) {
  if (!hasTrustSection(claims)) return null;
  return (
    <section aria-labelledby="confiance" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="confiance" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Travailler avec nous en confiance
        </h2>
        {claims.commitments.length > 0 ? (
          <>
            <h3 className="mt-8 text-lg font-semibold text-brand-700">Nos engagements</h3>
            <ul className="mt-4 grid gap-6 md:grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]">
              {claims.commitments.map((commitment) => (
                <CommitmentItem key={commitment.key} commitment={commitment} />
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          {claims.sectors.length > 0 ? (
            <div className="lg:col-span-2">
              <h3 className="text-lg font-semibold text-brand-700">Les secteurs que nous servons</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {claims.sectors.map((sector) => (
                  <li
                    key={sector}
                    className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800"
                  >
                    <Check aria-hidden="true" className="size-4 text-brand-600" />
                    {sector}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {claims.insurance ? (
            <div>
              <h3 className="text-lg font-semibold text-brand-700">Notre assurance</h3>
              <div className="mt-4">
                <Insurance sentence={claims.insurance} />
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * The band under a page's hero: the configured commitments and the insurance in a few words, where a visitor looks
 * first. Nothing when none is configured.
 */
export function TrustBar({ claims }: { claims: TrustClaims }) {
  if (claims.commitments.length === 0 && !claims.insurance) return null;
  return (
    <div className="border-b border-slate-200 bg-white">
      <ul
        aria-label="Nos engagements en bref"
        className="mx-auto flex max-w-7xl flex-wrap gap-x-8 gap-y-3 px-4 py-5 text-sm font-medium text-slate-800 sm:px-6 lg:px-8"
      >
        {claims.commitments.map((commitment) => {
          const Icon = commitmentIcons[commitment.key];
          return (
            <li key={commitment.key} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {commitment.label}
            </li>
          );
        })}
        {claims.insurance ? (
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            Assurance responsabilité civile professionnelle
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The commitments and insurance in a page's side column (contact). */
export function TrustCommitments({ claims, headingId }: { claims: TrustClaims; headingId: string }) {
  if (claims.commitments.length === 0 && !claims.insurance) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Nos engagements
      </h2>
      {claims.commitments.length > 0 ? (
        <ul className="mt-6 space-y-5">
          {claims.commitments.map((commitment) => (
            <CommitmentItem key={commitment.key} commitment={commitment} compact />
          ))}
        </ul>
      ) : null}
      {claims.insurance ? (
        <div className="mt-6">
          <Insurance sentence={claims.insurance} />
        </div>
      ) : null}
    </section>
  );
}
