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

/** A mailto: link that opens an application e-mail to the recruiting address, with the offer's title as subject. */
export function applicationMailto(recruitingEmail: string, offer: Pick<JobOffer, "title">): string {
  const subject = encodeURIComponent(offer.title);
  const body = encodeURIComponent("Bonjour,\n\nVeuillez trouver ci-joint mon CV et ma lettre de motivation.\n\n");
  return `mailto:${recruitingEmail}?subject=${subject}&body=${body}`;
}
