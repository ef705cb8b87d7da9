/** The four reasons to choose the company, shown on the home page. */
export interface Reason {
  icon: "quality" | "flexibility" | "staff" | "premises";
  title: string;
  text: string;
}

export const reasons: Reason[] = [
  {
    icon: "quality",
    title: "Qualité contrôlée",
    text: "Un cahier des charges écrit, des contrôles réguliers sur site et un rapport après chaque visite de contrôle.",
  },
  {
    icon: "flexibility",
    title: "Flexibilité",
    text: "Tôt le matin, en soirée, le week-end : nous intervenons aux horaires qui ne gênent pas votre activité.",
  },
  {
    icon: "staff",
    title: "Personnel qualifié",
    text: "Des agents formés, déclarés et encadrés, qui connaissent vos locaux et vos consignes.",
  },
  {
    icon: "premises",
    title: "Tous types de locaux",
    text: "Bureaux, commerces, sites industriels, immeubles, restaurants et cabinets médicaux.",
  },
];
