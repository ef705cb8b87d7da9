import { company } from "../../lib/company";
import type { TrustCommitment, TrustEnv } from "../../lib/trust-env";

export interface Commitment {
  key: TrustCommitment;
  title: string;
  /** A few words for the band under a page's hero. */
  label: string;
  text: string;
}

export interface Figure {
  value: string;
  label: string;
}

/** The company's figures: its own (`company.figures`), each replaced by the one the environment states. */
export interface CompanyFigures {
  clients: number;
  staff: number;
  interventionsPerYear: number;
}

export function companyFigures(env: TrustEnv): CompanyFigures {
  return {
    clients: env.TRUST_CLIENTS ?? company.figures.clients,
    staff: env.TRUST_STAFF ?? company.figures.staff,
    interventionsPerYear: env.TRUST_INTERVENTIONS_PER_YEAR ?? company.figures.interventionsPerYear,
  };
}

/** The claims a public page may make: the figures always, the rest only when the environment states it. */
export interface TrustClaims {
  sectors: string[];
  commitments: Commitment[];
  insurance: string | null;
  figures: Figure[];
}

const commitmentTexts: Record<TrustCommitment, Omit<Commitment, "key">> = {
  "equipes-stables": {
    title: "Des équipes stables",
    label: "Équipes stables",
    text: "Les mêmes agents reviennent sur votre site : ils connaissent vos locaux, vos accès et vos consignes.",
  },
  // Worded to agree with the service pages, whose quality visits are periodic ("Contrôle qualité mensuel").
  "controle-qualite": {
    title: "Un rapport après chaque contrôle qualité",
    label: "Contrôle qualité avec rapport",
    text: "Un responsable contrôle la prestation sur place et vous remet un rapport après chaque visite de contrôle.",
  },
  "reponse-24h": {
    title: "Une réponse sous 24 h",
    label: "Réponse sous 24 h",
    text: `Chaque demande, devis ou réclamation reçoit une réponse sous ${company.quoteReplyPromise}.`,
  },
};

const number = new Intl.NumberFormat("fr-FR");

function insuranceSentence(env: TrustEnv): string | null {
  if (!env.TRUST_INSURER) return null;
  const cover = env.TRUST_INSURANCE_COVER
    ? `, jusqu'à ${number.format(env.TRUST_INSURANCE_COVER)}\u00a0€ par sinistre`
    : "";
  return `Responsabilité civile professionnelle souscrite auprès ${elidedDe(env.TRUST_INSURER)}${cover}.`;
}

/** "de MMA", "d'AXA": French elides "de" before a vowel. */
function elidedDe(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}

/** Whole decades since the company's founding: "10+" from 2010 until 2029. */
function yearsOfExperience(now: Date): Figure | null {
  const decades = Math.floor((now.getFullYear() - company.foundedYear) / 10) * 10;
  return decades > 0 ? { value: `${decades}+`, label: "ans d'expérience" } : null;
}

// Written "5000+": a lower bound, without a thousands separator.
function figures(env: TrustEnv, now: Date): Figure[] {
  const { clients, staff, interventionsPerYear } = companyFigures(env);
  const years = yearsOfExperience(now);
  return [
    { value: `${clients}+`, label: "clients" },
    ...(years ? [years] : []),
    { value: `${staff}+`, label: "experts" },
    { value: `${interventionsPerYear}+`, label: "interventions par an" },
  ];
}

export function trustClaims(env: TrustEnv, now = new Date()): TrustClaims {
  return {
    sectors: env.TRUST_SECTORS ?? [],
    commitments: [...new Set(env.TRUST_COMMITMENTS ?? [])].map((key) => ({ key, ...commitmentTexts[key] })),
    insurance: insuranceSentence(env),
    figures: figures(env, now),
  };
}

/** True when the environment states at least one claim of the trust section. */
export function hasTrustSection(claims: TrustClaims): boolean {
  return claims.sectors.length > 0 || claims.commitments.length > 0 || claims.insurance !== null;
}
