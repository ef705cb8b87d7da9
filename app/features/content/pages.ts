import { company } from "../../lib/company";
import type { PageSeo } from "../../lib/seo";
import { jobOffers } from "./job-offers";
import { jobPostingJsonLd, localBusinessJsonLd } from "./json-ld";

interface Hero {
  eyebrow?: string;
  title: string;
  lead: string;
}

interface CallToAction {
  title: string;
  text: string;
}

/** What the static public pages say of themselves: their search snippet, their hero and their closing call to action. */
export const staticPages = {
  home: {
    seo: {
      path: "/",
      title: "Nettoyage professionnel à Paris et en Île-de-France",
      description:
        "Entreprise de nettoyage professionnel pour bureaux, commerces, immeubles et locaux industriels à Paris et en Île-de-France. Devis gratuit sous 24 heures ouvrées.",
      jsonLd: localBusinessJsonLd,
    },
    cta: {
      title: "Prêts à confier vos locaux à des professionnels ?",
      text: `Décrivez votre besoin en quelques minutes : notre équipe commerciale vous répond sous ${company.quoteReplyPromise}.`,
    },
  },
  about: {
    seo: {
      path: "/about",
      title: "À propos",
      description:
        "Depuis 2010, Clarté Propreté assure le nettoyage professionnel des entreprises de Paris et d'Île-de-France.",
    },
    cta: {
      title: "Travaillons ensemble",
      text: "Rencontrons-nous sur votre site : la visite et le devis sont gratuits.",
    },
  },
  services: {
    seo: {
      path: "/services",
      title: "Nos services de nettoyage",
      description:
        "Nettoyage de bureaux, magasins, sites industriels, immeubles, restaurants, vitres, cabinets médicaux et interventions ponctuelles en Île-de-France.",
    },
    cta: {
      title: "Vous ne trouvez pas votre besoin ?",
      text: "Chaque site est différent. Décrivez-nous vos locaux et nous construisons une prestation sur mesure.",
    },
    hero: {
      eyebrow: "Nos services",
      title: "Nos services de nettoyage",
      lead: "Huit métiers, une même exigence. Du bureau de quelques postes au site industriel, nous adaptons nos méthodes, nos produits et nos horaires à vos locaux.",
    },
  },
  blog: {
    seo: {
      path: "/blog",
      title: "Blog",
      description:
        "Conseils d'hygiène, d'entretien et de propreté pour les professionnels, par les experts de Clarté Propreté.",
    },
    hero: {
      eyebrow: "Blog",
      title: "Conseils et actualités de la propreté",
      lead: "Hygiène, réglementation, méthodes : ce que nos équipes ont appris sur le terrain, pour vous aider à mieux entretenir vos locaux.",
    },
  },
  jobOffers: {
    seo: {
      path: "/job-offers",
      title: "Offres d'emploi",
      description:
        "Rejoignez Clarté Propreté : nos offres d'emploi d'agent de propreté et de chef d'équipe en Île-de-France.",
      jsonLd: (publicUrl: string) => jobOffers.map((offer) => jobPostingJsonLd(offer, publicUrl)),
    },
    hero: {
      eyebrow: "Carrières",
      title: "Rejoignez nos équipes",
      // Its lead gives the headcount: jobOffersLead (job-offers.ts).
    },
  },
  privacy: {
    seo: {
      path: "/privacy",
      title: "Politique de confidentialité",
      description:
        "Comment Clarté Propreté collecte, utilise et protège vos données personnelles, et comment exercer vos droits.",
    },
    hero: {
      title: "Politique de confidentialité",
      lead: "Ce que nous collectons, pourquoi, combien de temps nous le gardons, et comment exercer vos droits.",
    },
  },
  terms: {
    seo: {
      path: "/terms",
      title: "Mentions légales et conditions d'utilisation",
      description: "Mentions légales et conditions d'utilisation du site de Clarté Propreté.",
    },
    hero: {
      title: "Mentions légales et conditions d'utilisation",
      lead: "Qui édite ce site, qui l'héberge, et les règles de son utilisation.",
    },
  },
} satisfies Record<string, { seo: PageSeo; hero?: Hero | Omit<Hero, "lead">; cta?: CallToAction }>;
