import { company } from "../../lib/company";
import type { CompanyFigures } from "./trust";

interface HistoryStep {
  year: string;
  text: string;
}

/** The company's history; today's step gives its headcount and clients (app/features/content/trust.ts). */
export function history({ clients, staff }: Pick<CompanyFigures, "clients" | "staff">): HistoryStep[] {
  return [
    ...pastSteps,
    {
      year: "Aujourd'hui",
      text: `Plus de ${staff} experts au service de plus de ${clients} clients dans toute l'Île-de-France.`,
    },
  ];
}

const pastSteps: HistoryStep[] = [
  {
    year: String(company.foundedYear),
    text: "Création de Clarté Propreté à Paris, avec trois agents et un premier contrat de nettoyage de bureaux dans le 11e arrondissement.",
  },
  {
    year: "2014",
    text: "Ouverture des activités d'entretien d'immeubles et de nettoyage de vitres pour les syndics parisiens.",
  },
  {
    year: "2018",
    text: "Création d'une équipe dédiée aux sites industriels et aux cabinets médicaux, formée au bionettoyage.",
  },
  {
    year: "2021",
    text: "Lancement de la ligne d'urgence disponible 24h/24 et 7j/7 pour les dégâts des eaux, incendies et actes de vandalisme.",
  },
];

export const values: Array<{ title: string; text: string }> = [
  {
    title: "Exigence",
    text: "Nous faisons ce que nous écrivons, et nous le vérifions. Chaque site a un cahier des charges et des contrôles réguliers.",
  },
  {
    title: "Respect",
    text: "Respect de nos clients, de leurs locaux et de leurs horaires ; respect de nos agents, salariés en CDI pour la plupart, formés et équipés.",
  },
  {
    title: "Responsabilité",
    text: "Des produits écolabellisés par défaut, des dosages maîtrisés et des trajets réduits grâce à des équipes organisées par secteur.",
  },
];

/** The management team; each portrait is an illustration drawn for the site (public/images/equipe/). */
export const team: Array<{ name: string; role: string; text: string; portrait: string }> = [
  {
    name: "Claire Martin",
    role: "Fondatrice et directrice générale",
    text: "Ancienne cheffe d'équipe, elle a fondé l'entreprise en 2010 et rencontre encore chaque nouveau client.",
    portrait: "/images/equipe/claire-martin.svg",
  },
  {
    name: "Julien Moreau",
    role: "Directeur des opérations",
    text: "Il organise les plannings des agents et veille à ce que chaque site ait son équipe titulaire.",
    portrait: "/images/equipe/julien-moreau.svg",
  },
  {
    name: "Sophie Bernard",
    role: "Responsable qualité et hygiène",
    text: "Elle rédige nos protocoles, forme les agents au bionettoyage et conduit les contrôles qualité sur site.",
    portrait: "/images/equipe/sophie-bernard.svg",
  },
];
