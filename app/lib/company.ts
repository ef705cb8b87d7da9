export const company = {
  name: "Clarté Propreté",
  legalName: "Clarté Propreté SAS",
  tagline: "Nettoyage professionnel à Paris et en Île-de-France",
  foundedYear: 2010,
  /** The company's own figures, lower bounds; an installation may state others (TRUST_*, app/lib/trust-env.ts). */
  figures: { clients: 500, staff: 50, interventionsPerYear: 5000 },
  phones: [
    { label: "Standard", display: "01 84 60 12 34", tel: "+33184601234" },
    { label: "Urgences", display: "06 12 34 56 78", tel: "+33612345678" },
  ],
  email: "contact@clarte-proprete.fr",
  recruitingEmail: "recrutement@clarte-proprete.fr",
  address: {
    street: "25 rue de la Folie-Méricourt",
    postalCode: "75011",
    city: "Paris",
    region: "Île-de-France",
    country: "FR",
  },
  areaServed: "Île-de-France",
  hours: [
    {
      days: "Lundi – Vendredi",
      time: "8h – 18h",
      opens: "08:00",
      closes: "18:00",
      dayCodes: ["Mo", "Tu", "We", "Th", "Fr"],
    },
    { days: "Samedi", time: "9h – 12h", opens: "09:00", closes: "12:00", dayCodes: ["Sa"] },
  ],
  quoteReplyPromise: "24 heures ouvrées",
  expressQuotePromise: "2 heures",
} as const;

export const fullAddress = `${company.address.street}, ${company.address.postalCode} ${company.address.city}`;
