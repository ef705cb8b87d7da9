import { company } from "../../lib/company";
import type { CompanyFigures } from "./trust";

/** The lead of /job-offers, with the company's headcount (app/features/content/trust.ts). */
export function jobOffersLead({ staff }: Pick<CompanyFigures, "staff">): string {
  return `Plus de ${staff} experts travaillent chez ${company.name}, la plupart en CDI. Nous formons, équipons et accompagnons chacun de nos agents.`;
}

/** The three open positions of /job-offers. */
export interface JobOffer {
  id: string;
  title: string;
  location: string;
  /** The town of the JobPosting's address, when the offer has one. */
  locality?: string;
  /** Contract type, as shown on the offer. */
  type: string;
  /** schema.org employmentType for the JobPosting. */
  employmentType: "FULL_TIME" | "PART_TIME";
  /** Working time, as shown on the offer and given as the JobPosting's workHours. */
  hours: string;
  /** Gross pay in euros: one amount or a range, per hour or per month (the JobPosting's baseSalary). */
  pay: { min: number; max?: number; per: "HOUR" | "MONTH" };
  /** Publication date, YYYY-MM-DD. */
  datePosted: string;
  description: string;
  requirements: string[];
}

export const jobOffers: JobOffer[] = [
  {
    id: "agent-proprete-paris",
    title: "Agent de propreté (H/F)",
    location: "Paris (75)",
    locality: "Paris",
    type: "CDI – temps partiel",
    employmentType: "PART_TIME",
    hours: "24 h par semaine, du lundi au vendredi, le matin (6h\u00a0–\u00a09h) ou le soir (18h\u00a0–\u00a021h)",
    pay: { min: 12.2, per: "HOUR" },
    datePosted: "2025-09-01",
    description:
      "Vous assurez l'entretien de bureaux et de commerces parisiens, tôt le matin ou en soirée, au sein d'une équipe stable encadrée par un chef d'équipe. Horaires réguliers, sites proches les uns des autres, matériel fourni.",
    requirements: [
      "Une première expérience en nettoyage est appréciée, débutants bienvenus",
      "Ponctualité et discrétion",
      "Disponibilité le matin (6h – 9h) ou le soir (18h – 21h)",
    ],
  },
  {
    id: "chef-equipe-ile-de-france",
    title: "Chef d'équipe propreté (H/F)",
    location: "Île-de-France",
    type: "CDI – temps plein",
    employmentType: "FULL_TIME",
    hours: "35 h par semaine, du lundi au vendredi, en journée",
    pay: { min: 2300, max: 2600, per: "MONTH" },
    datePosted: "2025-08-18",
    description:
      "Vous encadrez une équipe de 8 à 12 agents sur plusieurs sites, organisez les remplacements, contrôlez la qualité des prestations et êtes l'interlocuteur de nos clients sur le terrain.",
    requirements: [
      "Au moins 3 ans d'expérience dans la propreté, dont une en encadrement",
      "Permis B, déplacements quotidiens en Île-de-France",
      "Sens de l'organisation et du contact client",
    ],
  },
  {
    id: "laveur-vitres-nanterre",
    title: "Laveur de vitres (H/F)",
    location: "Nanterre (92)",
    locality: "Nanterre",
    type: "CDD 6 mois – temps plein",
    employmentType: "FULL_TIME",
    hours: "35 h par semaine, du lundi au vendredi, 7h\u00a0–\u00a015h",
    pay: { min: 13, per: "HOUR" },
    datePosted: "2025-09-10",
    description:
      "Vous nettoyez vitrines, baies et façades vitrées à la perche à eau pure, à la nacelle ou à la raclette, en respectant les règles de sécurité du travail en hauteur.",
    requirements: [
      "Expérience du lavage de vitres",
      "CACES nacelle (R486) apprécié, formation possible",
      "Aucune contre-indication au travail en hauteur",
    ],
  },
];

export function findJobOffer(id: string | undefined): JobOffer | undefined {
  return jobOffers.find((offer) => offer.id === id);
}

const euros = (amount: number) =>
  new Intl.NumberFormat("fr-FR", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) && amount >= 100 ? 0 : 2,
  }).format(amount);

/** The pay as the offer shows it: "12,20 € brut de l'heure", "2 300 € à 2 600 € brut par mois". */
export function formatPay(pay: JobOffer["pay"]): string {
  const amount = pay.max === undefined ? euros(pay.min) : `${euros(pay.min)} à ${euros(pay.max)}`;
  return `${amount} brut ${pay.per === "HOUR" ? "de l'heure" : "par mois"}`;
}

/** A mailto: link that opens an application e-mail to the recruiting address, with the offer's title as subject. */
export function applicationMailto(recruitingEmail: string, offer: Pick<JobOffer, "title">): string {
  const subject = encodeURIComponent(offer.title);
  const body = encodeURIComponent("Bonjour,\n\nVeuillez trouver ci-joint mon CV et ma lettre de motivation.\n\n");
  return `mailto:${recruitingEmail}?subject=${subject}&body=${body}`;
}
