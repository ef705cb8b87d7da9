export interface Testimonial {
  author: string;
  role: string;
  quote: string;
  /** From 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export const testimonials: Testimonial[] = [
  {
    author: "Nathalie Dubois",
    role: "Office manager, agence de communication, Paris 9e",
    quote:
      "Depuis trois ans, nos bureaux sont impeccables chaque matin. L'équipe est discrète, ponctuelle, et notre responsable de secteur répond toujours dans la journée.",
    rating: 5,
  },
  {
    author: "Karim Benali",
    role: "Gérant de deux restaurants, Boulogne-Billancourt",
    quote:
      "Ils interviennent après le service du soir et laissent les fiches de traçabilité à jour. Notre dernier contrôle sanitaire s'est passé sans une remarque.",
    rating: 5,
  },
  {
    author: "Isabelle Fournier",
    role: "Gestionnaire de copropriétés, cabinet de syndic, Vincennes",
    quote:
      "Des passages réguliers et des comptes rendus clairs. Il a fallu ajuster le planning des conteneurs au début, c'est maintenant parfait.",
    rating: 4,
  },
];
