import type { ServiceSlug } from "../../domain/services";

/** The eight services of the site, with every text their card, their home dialog and their page show. */

export interface ServiceItem {
  title: string;
  text: string;
}

export interface ServiceSection {
  title: string;
  intro?: string;
  items: ServiceItem[];
}

/** What a card shows: the home page's cards and dialogs, and /services. */
export type ServiceCardData = Pick<Service, "slug" | "name" | "summary" | "bullets">;

export interface Service {
  slug: ServiceSlug;
  /** Card and page name, e.g. "Nettoyage de bureaux". */
  name: string;
  /** One sentence for the card and the meta description. */
  summary: string;
  /** The card's bullet list. */
  bullets: string[];
  seoDescription: string;
  hero: { title: string; lead: string; highlights: string[] };
  /** The lists of services the page shows. */
  sections: ServiceSection[];
  /** The certification or feature block. */
  feature: { title: string; intro: string; items: string[] };
  cta: { title: string; text: string };
}

export const services: Service[] = [
  {
    slug: "bureaux",
    name: "Nettoyage de bureaux",
    summary: "Des espaces de travail propres et sains, entretenus au rythme de vos équipes.",
    bullets: [
      "Entretien quotidien des postes de travail",
      "Sanitaires et espaces de pause",
      "Vidage des corbeilles et tri sélectif",
      "Dépoussiérage et aspiration des sols",
    ],
    seoDescription:
      "Nettoyage de bureaux à Paris et en Île-de-France : entretien quotidien, hebdomadaire ou mensuel, avant l'arrivée de vos équipes ou après leur départ.",
    hero: {
      title: "Nettoyage de bureaux à Paris et en Île-de-France",
      lead: "Vos collaborateurs arrivent chaque matin dans des locaux nets, aérés et désinfectés. Nous intervenons tôt le matin, en soirée ou pendant vos heures d'ouverture, avec une équipe stable qui connaît vos lieux.",
      highlights: ["Équipe dédiée et stable", "Interventions hors heures de bureau", "Contrôle qualité mensuel"],
    },
    sections: [
      {
        title: "Entretien quotidien",
        intro: "Les gestes qui font la différence chaque jour.",
        items: [
          {
            title: "Postes de travail",
            text: "Dépoussiérage des bureaux dégagés, désinfection des téléphones, claviers et poignées de porte.",
          },
          {
            title: "Sanitaires",
            text: "Nettoyage et désinfection des cuvettes, lavabos et robinetteries, réapprovisionnement en consommables.",
          },
          {
            title: "Espaces de pause",
            text: "Tables, plans de travail, éviers, façades d'électroménager et vidage des poubelles.",
          },
          {
            title: "Corbeilles et tri",
            text: "Vidage des corbeilles, changement des sacs et respect de votre tri sélectif.",
          },
        ],
      },
      {
        title: "Entretien hebdomadaire",
        intro: "Un nettoyage plus approfondi, une fois par semaine.",
        items: [
          {
            title: "Sols",
            text: "Lavage mécanisé des sols durs et aspiration complète des moquettes, y compris sous le mobilier.",
          },
          {
            title: "Salles de réunion",
            text: "Nettoyage des tables, des écrans et des tableaux blancs, remise en place du mobilier.",
          },
          {
            title: "Surfaces vitrées intérieures",
            text: "Cloisons vitrées, portes et traces de doigts sur les parois.",
          },
        ],
      },
      {
        title: "Entretien mensuel",
        intro: "Les travaux de fond qui prolongent la vie de vos locaux.",
        items: [
          {
            title: "Dépoussiérage en hauteur",
            text: "Luminaires, bouches d'aération, dessus d'armoires et plinthes.",
          },
          {
            title: "Shampooing des moquettes",
            text: "Injection-extraction sur les zones de passage pour retirer les taches incrustées.",
          },
          {
            title: "Vitrerie",
            text: "Lavage des vitres accessibles, intérieur et extérieur, selon le planning convenu.",
          },
        ],
      },
    ],
    feature: {
      title: "Un service suivi de près",
      intro: "Chaque site a un responsable de secteur qui vous rend visite et ajuste le cahier des charges avec vous.",
      items: [
        "Cahier des charges écrit, poste par poste",
        "Contrôle qualité mensuel avec rapport",
        "Produits écolabellisés par défaut",
        "Remplacement assuré en cas d'absence",
      ],
    },
    cta: {
      title: "Un devis pour vos bureaux",
      text: "Indiquez la surface et la fréquence souhaitée : notre équipe commerciale vous répond sous 24 heures ouvrées.",
    },
  },
  {
    slug: "magasins",
    name: "Nettoyage de magasins",
    summary: "Une surface de vente impeccable pour accueillir vos clients, sans gêner votre activité.",
    bullets: [
      "Sols de la surface de vente",
      "Vitrines et portes d'entrée",
      "Cabines d'essayage et caisses",
      "Réserves et espaces du personnel",
    ],
    seoDescription:
      "Nettoyage de magasins, boutiques et centres commerciaux en Île-de-France : avant l'ouverture, après la fermeture ou le week-end.",
    hero: {
      title: "Nettoyage de magasins et commerces",
      lead: "La propreté est la première impression que laisse votre enseigne. Nous entretenons votre surface de vente aux heures où vos clients ne sont pas là.",
      highlights: ["Avant l'ouverture", "Après la fermeture", "Le week-end"],
    },
    sections: [
      {
        title: "Les commerces que nous entretenons",
        items: [
          {
            title: "Boutiques de prêt-à-porter",
            text: "Cabines d'essayage, miroirs, présentoirs et sols à fort passage.",
          },
          {
            title: "Supérettes et grandes surfaces",
            text: "Lavage mécanisé des allées, zones de caisse et abords des rayons frais.",
          },
          {
            title: "Centres commerciaux",
            text: "Galeries, escalators, sanitaires publics et parkings.",
          },
          {
            title: "Showrooms et concessions",
            text: "Sols brillants, vitrages de grande hauteur et mise en valeur des produits exposés.",
          },
          {
            title: "Pharmacies et parapharmacies",
            text: "Comptoirs, linéaires et désinfection des points de contact.",
          },
        ],
      },
      {
        title: "Des horaires adaptés à votre commerce",
        intro: "Nous n'intervenons jamais pendant vos heures d'affluence.",
        items: [
          {
            title: "Avant l'ouverture",
            text: "Dès 5h, pour que tout soit prêt quand le rideau se lève.",
          },
          {
            title: "Après la fermeture",
            text: "En soirée, une fois la caisse faite, jusqu'à 23h.",
          },
          {
            title: "Le week-end",
            text: "Le dimanche ou le jour de fermeture, pour les travaux de fond : décapage, cristallisation, vitrines.",
          },
        ],
      },
    ],
    feature: {
      title: "Ce que nos clients commerçants apprécient",
      intro: "Un seul interlocuteur pour un ou plusieurs points de vente en Île-de-France.",
      items: [
        "Clés et alarmes gérées selon une procédure écrite",
        "Même qualité dans toutes vos boutiques",
        "Renfort ponctuel pour les soldes et les fêtes",
        "Produits sans odeur forte dans les espaces de vente",
      ],
    },
    cta: {
      title: "Votre boutique, prête chaque matin",
      text: "Décrivez votre commerce et vos horaires : nous vous proposons un planning qui ne gêne jamais la vente.",
    },
  },
  {
    slug: "industriel",
    name: "Nettoyage industriel",
    summary: "Ateliers, entrepôts et sites de production entretenus dans le respect de vos règles de sécurité.",
    bullets: [
      "Ateliers et zones de production",
      "Entrepôts et quais de chargement",
      "Dégraissage des sols et des machines",
      "Personnel formé aux risques industriels",
    ],
    seoDescription:
      "Nettoyage industriel en Île-de-France : ateliers, entrepôts, sites de production. Personnel formé, sécurité, certifications et matériel professionnel.",
    hero: {
      title: "Nettoyage industriel",
      lead: "Un site propre est un site plus sûr. Nos équipes formées interviennent dans vos ateliers, entrepôts et zones de production en respectant vos consignes de sécurité et vos cadences.",
      highlights: ["Plan de prévention signé", "Personnel habilité", "Matériel industriel"],
    },
    sections: [
      {
        title: "Nos interventions",
        items: [
          {
            title: "Sols industriels",
            text: "Balayage et lavage mécanisés, dégraissage des sols béton et résine, marquages au sol dégagés.",
          },
          {
            title: "Machines et équipements",
            text: "Nettoyage extérieur des machines à l'arrêt, capotages et convoyeurs, selon vos procédures de consignation.",
          },
          {
            title: "Entrepôts et quais",
            text: "Allées de stockage, racks, quais de chargement et zones de préparation.",
          },
          {
            title: "Locaux sociaux",
            text: "Vestiaires, douches, réfectoires et sanitaires du personnel.",
          },
        ],
      },
      {
        title: "La sécurité d'abord",
        items: [
          {
            title: "Plan de prévention",
            text: "Établi avec votre responsable sécurité avant la première intervention, revu chaque année.",
          },
          {
            title: "Équipements de protection",
            text: "Chaussures de sécurité, gants, lunettes, protections auditives et vêtements haute visibilité fournis à nos agents.",
          },
          {
            title: "Formation",
            text: "Agents formés aux risques chimiques, au travail en hauteur et à la conduite d'autolaveuses.",
          },
        ],
      },
      {
        title: "Nos équipements",
        items: [
          {
            title: "Autolaveuses et balayeuses",
            text: "Autoportées ou accompagnées, adaptées aux grandes surfaces.",
          },
          {
            title: "Aspirateurs industriels",
            text: "Pour les poussières fines et les copeaux, avec filtration haute efficacité.",
          },
          {
            title: "Nettoyeurs haute pression",
            text: "Eau chaude ou froide, pour les quais, bennes et abords extérieurs.",
          },
        ],
      },
    ],
    feature: {
      title: "Certifications et engagements",
      intro: "Nos méthodes sont encadrées par des démarches reconnues.",
      items: [
        "Démarche qualité ISO 9001",
        "Management environnemental ISO 14001",
        "Agents titulaires du CACES pour les nacelles",
        "Fiches de données de sécurité fournies pour chaque produit",
      ],
    },
    cta: {
      title: "Parlons de votre site",
      text: "Une visite technique gratuite nous permet d'évaluer vos contraintes et de chiffrer précisément l'intervention.",
    },
  },
  {
    slug: "immeubles",
    name: "Entretien d'immeubles",
    summary: "Parties communes entretenues avec régularité pour les syndics, bailleurs et copropriétés.",
    bullets: [
      "Halls d'entrée et escaliers",
      "Ascenseurs et paliers",
      "Sortie et entretien des conteneurs",
      "Vitrerie des parties communes",
    ],
    seoDescription:
      "Entretien des parties communes d'immeubles à Paris et en Île-de-France : halls, escaliers, ascenseurs, conteneurs, fréquences adaptées à votre copropriété.",
    hero: {
      title: "Entretien d'immeubles et de parties communes",
      lead: "Syndics, bailleurs et conseils syndicaux nous confient l'entretien des parties communes. Les résidents retrouvent un immeuble propre, et vous recevez un compte rendu après chaque passage.",
      highlights: ["Passages à jours fixes", "Compte rendu de passage", "Un interlocuteur unique"],
    },
    sections: [
      {
        title: "Les tâches dans les parties communes",
        items: [
          {
            title: "Hall d'entrée",
            text: "Lavage du sol, vitres de la porte d'entrée, boîtes aux lettres et tapis.",
          },
          {
            title: "Escaliers et paliers",
            text: "Balayage humide ou aspiration, lavage, rampes et interrupteurs.",
          },
          {
            title: "Ascenseurs",
            text: "Sol de la cabine, parois, miroir et boutons de commande désinfectés.",
          },
          {
            title: "Local à poubelles",
            text: "Sortie et rentrée des conteneurs selon les jours de collecte, lavage des bacs et du local.",
          },
          {
            title: "Caves et parkings",
            text: "Balayage des allées et enlèvement des encombrants signalés.",
          },
        ],
      },
      {
        title: "Des fréquences adaptées à votre immeuble",
        items: [
          {
            title: "Chaque semaine",
            text: "Hall, ascenseur et sortie des conteneurs, de 1 à 5 passages selon la taille de la résidence.",
          },
          {
            title: "Chaque mois",
            text: "Lavage complet des escaliers, vitres du hall et dépoussiérage des luminaires.",
          },
          {
            title: "Chaque trimestre",
            text: "Balayage des parkings et des caves, lavage des vitres des paliers.",
          },
        ],
      },
    ],
    feature: {
      title: "La transparence pour le syndic et les résidents",
      intro: "Vous savez toujours ce qui a été fait, et quand.",
      items: [
        "Fiche de passage affichée dans le hall",
        "Compte rendu transmis au gestionnaire",
        "Signalement des dégradations constatées",
        "Agent titulaire et remplaçant identifiés",
      ],
    },
    cta: {
      title: "Un devis pour votre copropriété",
      text: "Indiquez le nombre de bâtiments, d'étages et de conteneurs : nous chiffrons les passages qui conviennent.",
    },
  },
  {
    slug: "restaurants",
    name: "Nettoyage de restaurants",
    summary: "Cuisines et salles entretenues dans le respect des règles d'hygiène alimentaire.",
    bullets: [
      "Cuisines et plans de travail",
      "Salles et sanitaires",
      "Dégraissage des hottes et des sols",
      "Respect des règles HACCP",
    ],
    seoDescription:
      "Nettoyage de restaurants en Île-de-France : cuisines, salles, hottes. Conformité à l'hygiène alimentaire (HACCP) et interventions en dehors du service.",
    hero: {
      title: "Nettoyage de restaurants et cuisines professionnelles",
      lead: "En cuisine, la propreté est une obligation réglementaire. Nous travaillons selon votre plan de nettoyage et de désinfection, en dehors des services.",
      highlights: ["Conforme HACCP", "Hors des heures de service", "Produits aptes au contact alimentaire"],
    },
    sections: [
      {
        title: "Nos prestations",
        items: [
          {
            title: "Cuisine",
            text: "Plans de travail, pianos, fours, chambres froides et plonge nettoyés puis désinfectés.",
          },
          {
            title: "Sols et murs",
            text: "Dégraissage des sols carrelés, siphons, murs et faïences.",
          },
          {
            title: "Hottes et filtres",
            text: "Dégraissage des filtres et des façades de hotte, pour limiter le risque d'incendie.",
          },
          {
            title: "Salle et sanitaires",
            text: "Tables, chaises, banquettes, vitres et sanitaires de la clientèle.",
          },
        ],
      },
      {
        title: "Nos horaires d'intervention",
        intro: "Nous intervenons quand vos fourneaux sont éteints.",
        items: [
          {
            title: "Après le service du soir",
            text: "De 23h à 2h, pour une cuisine prête dès la mise en place.",
          },
          {
            title: "Avant le service du midi",
            text: "De 6h à 10h, pour les établissements qui ferment tard.",
          },
          {
            title: "Le jour de fermeture",
            text: "Pour le grand nettoyage hebdomadaire ou mensuel.",
          },
        ],
      },
    ],
    feature: {
      title: "Conformité à l'hygiène alimentaire",
      intro: "Nos méthodes suivent le Paquet hygiène européen et la méthode HACCP.",
      items: [
        "Plan de nettoyage et de désinfection respecté et tracé",
        "Produits aptes au contact alimentaire",
        "Code couleur des lavettes par zone pour éviter les contaminations croisées",
        "Fiches de traçabilité disponibles pour les contrôles sanitaires",
      ],
    },
    cta: {
      title: "Une cuisine irréprochable",
      text: "Dites-nous vos horaires de service : nous vous proposons un planning qui respecte votre activité.",
    },
  },
  {
    slug: "vitres",
    name: "Nettoyage de vitres",
    summary: "Vitres, baies et façades vitrées nettoyées sans traces, à toutes les hauteurs.",
    bullets: [
      "Vitres intérieures et extérieures",
      "Vitrines et baies vitrées",
      "Façades et verrières en hauteur",
      "Encadrements et stores",
    ],
    seoDescription:
      "Nettoyage de vitres, vitrines et façades vitrées en Île-de-France : perche à eau pure, nacelle, cordistes, dans le respect des règles de travail en hauteur.",
    hero: {
      title: "Nettoyage de vitres et de façades vitrées",
      lead: "Des vitres nettes laissent entrer la lumière et donnent une image soignée de vos locaux. Nous choisissons la technique selon la hauteur et l'accès, sans jamais transiger sur la sécurité.",
      highlights: ["Sans traces", "Toutes hauteurs", "Travail en hauteur sécurisé"],
    },
    sections: [
      {
        title: "Nos techniques",
        items: [
          {
            title: "Mouilleur et raclette",
            text: "La méthode traditionnelle pour les vitres accessibles et les vitrines, avec un séchage sans traces.",
          },
          {
            title: "Perche à eau pure",
            text: "Une eau déminéralisée qui sèche sans laisser de calcaire, jusqu'à 18 mètres depuis le sol.",
          },
          {
            title: "Nacelle élévatrice",
            text: "Pour les façades et verrières inaccessibles depuis le sol, conduite par des agents titulaires du CACES.",
          },
          {
            title: "Travaux sur cordes",
            text: "Pour les immeubles de grande hauteur, par des cordistes certifiés.",
          },
        ],
      },
      {
        title: "Ce que nous nettoyons",
        items: [
          { title: "Vitrages", text: "Vitres, baies, portes vitrées et cloisons intérieures." },
          { title: "Encadrements", text: "Châssis, rebords et joints essuyés à chaque passage." },
          { title: "Stores et volets", text: "Dépoussiérage des stores vénitiens et lavage des volets roulants." },
        ],
      },
    ],
    feature: {
      title: "Sécurité du travail en hauteur",
      intro: "Chaque chantier en hauteur fait l'objet d'une analyse des risques avant l'intervention.",
      items: [
        "Harnais, lignes de vie et points d'ancrage vérifiés",
        "Balisage au sol de la zone de travail",
        "Agents formés au travail en hauteur",
        "Aucune intervention par vent fort ou orage",
      ],
    },
    cta: {
      title: "Des vitres qui brillent",
      text: "Indiquez la surface vitrée et la hauteur : nous choisissons la technique et vous envoyons un devis.",
    },
  },
  {
    slug: "medical",
    name: "Nettoyage de cabinets médicaux",
    summary: "Bionettoyage et désinfection des cabinets et centres de santé selon des protocoles stricts.",
    bullets: [
      "Salles d'examen et de soins",
      "Salles d'attente et accueil",
      "Désinfection des points de contact",
      "Protocoles adaptés aux établissements de santé",
    ],
    seoDescription:
      "Nettoyage de cabinets médicaux, dentaires et centres de santé en Île-de-France : bionettoyage, désinfection, protocoles stricts et personnel formé.",
    hero: {
      title: "Nettoyage de cabinets médicaux et centres de santé",
      lead: "Dans un lieu de soins, la propreté protège vos patients et vos équipes. Nos agents formés au bionettoyage appliquent des protocoles écrits, validés avec vous.",
      highlights: ["Bionettoyage", "Désinfectants normés", "Agents formés et réguliers"],
    },
    sections: [
      {
        title: "Nos protocoles",
        items: [
          {
            title: "Bionettoyage",
            text: "Nettoyage puis désinfection des surfaces, du plus propre vers le plus sale et du haut vers le bas.",
          },
          {
            title: "Désinfectants normés",
            text: "Produits bactéricides, fongicides et virucides conformes aux normes européennes (EN 14476 notamment).",
          },
          {
            title: "Code couleur",
            text: "Matériel distinct pour les sanitaires, les salles de soins et les espaces d'accueil.",
          },
          {
            title: "Déchets",
            text: "Déchets ménagers évacués ; les déchets d'activités de soins à risques infectieux restent dans votre filière dédiée.",
          },
        ],
      },
      {
        title: "Nos spécialités",
        items: [
          { title: "Cabinets de médecine générale", text: "Salles de consultation, tables d'examen et accueil." },
          {
            title: "Cabinets dentaires",
            text: "Salles de soins, zones de stérilisation hors instruments et salle d'attente.",
          },
          { title: "Laboratoires d'analyses", text: "Zones de prélèvement et paillasses selon vos consignes." },
          { title: "Kinésithérapie et centres de santé", text: "Plateaux techniques, cabines et vestiaires." },
          { title: "Centres d'imagerie", text: "Salles d'examen et cabines, en dehors des plages de rendez-vous." },
        ],
      },
    ],
    feature: {
      title: "Des garanties pour les lieux de soins",
      intro: "Nous savons qu'une erreur de protocole n'est pas permise.",
      items: [
        "Protocoles écrits et validés par votre établissement",
        "Fiche de traçabilité signée à chaque passage",
        "Agents formés à l'hygiène en milieu de soins",
        "Respect du secret médical et de la confidentialité des dossiers",
      ],
    },
    cta: {
      title: "Un cabinet sain pour vos patients",
      text: "Parlez-nous de votre spécialité et de vos horaires de consultation : nous vous proposons un protocole sur mesure.",
    },
  },
  {
    slug: "ponctuels",
    name: "Services ponctuels",
    summary: "Urgences, remises en état et événements : une intervention rapide, même le week-end.",
    bullets: [
      "Dégât des eaux, après incendie, vandalisme",
      "Devis express sous 2 heures",
      "Disponibilité 24h/24 et 7j/7",
      "Avant et après vos événements",
    ],
    seoDescription:
      "Nettoyage ponctuel et d'urgence en Île-de-France : dégât des eaux, après incendie, vandalisme, événements. Devis express sous 2 heures, 24h/24 et 7j/7.",
    hero: {
      title: "Services ponctuels et interventions d'urgence",
      lead: "Un sinistre, une remise en état ou un événement à préparer ? Nous intervenons vite, avec le matériel adapté, pour que vos locaux retrouvent leur usage.",
      highlights: ["Devis express sous 2 heures", "Disponible 24h/24 et 7j/7", "Équipe d'intervention rapide"],
    },
    sections: [
      {
        title: "Urgences",
        intro: "Notre ligne d'urgence répond 24h/24 et 7j/7.",
        items: [
          {
            title: "Dégât des eaux",
            text: "Pompage et aspiration de l'eau, séchage des sols, nettoyage et désinfection des surfaces touchées.",
          },
          {
            title: "Après incendie",
            text: "Retrait des suies, nettoyage des murs et plafonds, traitement des odeurs de fumée.",
          },
          {
            title: "Vandalisme",
            text: "Effacement des tags et graffitis, nettoyage des vitrines et remise en état des entrées.",
          },
        ],
      },
      {
        title: "Remises en état",
        items: [
          {
            title: "Fin de chantier",
            text: "Enlèvement des poussières de travaux, traces de peinture et de plâtre avant la livraison.",
          },
          {
            title: "Déménagement",
            text: "Nettoyage complet des locaux quittés ou avant votre installation.",
          },
          {
            title: "Grand nettoyage",
            text: "Décapage des sols, lessivage des murs et vitrerie complète, une ou deux fois par an.",
          },
        ],
      },
      {
        title: "Événements",
        items: [
          {
            title: "Avant l'événement",
            text: "Salons, séminaires, inaugurations : des lieux impeccables pour accueillir vos invités.",
          },
          {
            title: "Après l'événement",
            text: "Remise en état des salles, évacuation des déchets et nettoyage des sanitaires, dès la fin de la soirée.",
          },
        ],
      },
    ],
    feature: {
      title: "Réactivité garantie",
      intro: "Quand l'imprévu arrive, chaque heure compte.",
      items: [
        "Devis express sous 2 heures",
        "Disponibilité 24h/24 et 7j/7 pour les urgences",
        "Équipe sur place le jour même en Île-de-France",
        "Rapport photo pour votre assureur",
      ],
    },
    cta: {
      title: "Besoin d'une intervention rapide ?",
      text: "Appelez notre ligne d'urgence ou demandez un devis : vous recevez un devis express sous 2 heures.",
    },
  },
];

/** The six services the home page presents, each opening a detail dialog. */
export const homeServiceSlugs: ServiceSlug[] = [
  "bureaux",
  "magasins",
  "industriel",
  "immeubles",
  "restaurants",
  "vitres",
];

export function serviceCard({ slug, name, summary, bullets }: Service): ServiceCardData {
  return { slug, name, summary, bullets };
}

export function findService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}
