import { formatLongDate } from "./format";

/** The six articles of the blog, with their full text. */

export type ArticleBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "list"; items: string[] };

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** Illustration served from /images/blog/. */
  image: { src: string; alt: string };
  author: string;
  body: ArticleBlock[];
}

export const articles: Article[] = [
  {
    slug: "frequence-nettoyage-bureaux",
    title: "À quelle fréquence faire nettoyer ses bureaux ?",
    excerpt:
      "Quotidien, hebdomadaire, mensuel : comment choisir le bon rythme d'entretien selon la taille de vos équipes et l'usage de vos locaux.",
    category: "Conseils",
    date: "2025-09-15",
    image: {
      src: "/images/blog/frequence-nettoyage-bureaux.svg",
      alt: "Une agente passe l'aspirateur dans un bureau, à côté d'un calendrier mural",
    },
    author: "Claire Martin",
    body: [
      {
        type: "paragraph",
        text: "La question revient dans presque toutes nos premières rencontres avec un client : faut-il faire nettoyer ses bureaux tous les jours ? La réponse dépend moins de la surface que de l'usage. Un open space de quarante personnes ne s'entretient pas comme un cabinet de trois associés qui reçoit peu.",
      },
      { type: "heading", text: "Ce qui doit être fait chaque jour" },
      {
        type: "paragraph",
        text: "Certaines zones se salissent vite et concentrent les risques sanitaires. Dès que plus d'une dizaine de personnes travaillent dans vos locaux, nous recommandons un passage quotidien pour :",
      },
      {
        type: "list",
        items: [
          "les sanitaires, nettoyés, désinfectés et réapprovisionnés ;",
          "la cuisine ou l'espace de pause : plans de travail, évier, tables ;",
          "le vidage des corbeilles, surtout celles qui reçoivent des déchets alimentaires ;",
          "les points de contact : poignées de porte, interrupteurs, boutons d'ascenseur.",
        ],
      },
      { type: "heading", text: "Ce qui peut attendre la semaine" },
      {
        type: "paragraph",
        text: "Le lavage complet des sols, l'aspiration sous le mobilier, le nettoyage des salles de réunion et des cloisons vitrées peuvent se faire une à deux fois par semaine dans la plupart des bureaux. C'est souvent là que se joue l'équilibre entre budget et confort.",
      },
      { type: "heading", text: "Les travaux de fond, une fois par mois ou par trimestre" },
      {
        type: "paragraph",
        text: "Dépoussiérer les luminaires et les bouches d'aération, shampouiner les moquettes ou laver les vitres extérieures n'a pas besoin d'être fréquent, mais ne doit pas être oublié : la poussière accumulée en hauteur finit par retomber sur les postes de travail et dégrade la qualité de l'air.",
      },
      { type: "heading", text: "Notre conseil" },
      {
        type: "paragraph",
        text: "Commencez par un cahier des charges zone par zone plutôt que par une fréquence unique. Un passage quotidien court pour les sanitaires et la cuisine, complété par un entretien hebdomadaire plus complet, coûte souvent moins cher qu'un nettoyage intégral tous les jours, pour un résultat plus visible.",
      },
    ],
  },
  {
    slug: "desinfection-points-de-contact",
    title: "Les points de contact, ces oubliés de l'hygiène au bureau",
    excerpt:
      "Poignées, claviers, boutons d'ascenseur : les surfaces que tout le monde touche sont celles qui transmettent le plus de germes. Voici comment les traiter.",
    category: "Hygiène",
    date: "2025-07-08",
    image: {
      src: "/images/blog/desinfection-points-de-contact.svg",
      alt: "Un agent ganté désinfecte la poignée d'une porte",
    },
    author: "Sophie Bernard",
    body: [
      {
        type: "paragraph",
        text: "Un bureau peut sembler propre et pourtant favoriser la circulation des virus de l'hiver. En cause : les surfaces touchées des dizaines de fois par jour par des mains différentes. On les appelle les points de contact, et ils demandent une attention particulière.",
      },
      { type: "heading", text: "Les surfaces à surveiller" },
      {
        type: "list",
        items: [
          "poignées de porte et barres anti-panique ;",
          "interrupteurs et boutons d'ascenseur ;",
          "claviers, souris et téléphones partagés ;",
          "robinets, chasses d'eau et distributeurs de savon ;",
          "poignées de réfrigérateur, de micro-ondes et de machine à café.",
        ],
      },
      { type: "heading", text: "Nettoyer puis désinfecter" },
      {
        type: "paragraph",
        text: "Un désinfectant appliqué sur une surface grasse ou poussiéreuse perd une grande partie de son efficacité. Le bon geste se fait en deux temps : on nettoie d'abord pour retirer les salissures, puis on désinfecte avec un produit dont l'efficacité est prouvée par une norme (EN 1276 pour les bactéries, EN 14476 pour les virus) en respectant son temps de contact.",
      },
      { type: "heading", text: "Une lavette par zone" },
      {
        type: "paragraph",
        text: "Utiliser la même lavette pour les sanitaires puis pour la cuisine revient à déplacer les germes. Nos agents travaillent avec un code couleur : rouge pour les sanitaires, bleu pour les bureaux, vert pour les espaces alimentaires. Les lavettes sont lavées à 60 °C après chaque utilisation.",
      },
      { type: "heading", text: "Et entre deux passages ?" },
      {
        type: "paragraph",
        text: "Mettre à disposition du gel hydroalcoolique à l'entrée et près des espaces partagés, et des lingettes pour que chacun puisse essuyer son poste, complète utilement l'entretien professionnel. En période d'épidémie, nous pouvons ajouter un passage de désinfection à la mi-journée.",
      },
    ],
  },
  {
    slug: "produits-ecologiques-nettoyage",
    title: "Nettoyage écologique : des produits efficaces et plus sûrs",
    excerpt:
      "Écolabels, dosage, microfibre, eau pure : comment réduire l'impact environnemental de l'entretien de vos locaux sans sacrifier le résultat.",
    category: "Environnement",
    date: "2025-05-20",
    image: {
      src: "/images/blog/produits-ecologiques-nettoyage.svg",
      alt: "Une agente présente un flacon de produit écolabellisé devant une étagère de recharges",
    },
    author: "Thomas Leroy",
    body: [
      {
        type: "paragraph",
        text: "Pendant longtemps, on a associé propreté et odeur de chlore. Les produits d'entretien ont pourtant beaucoup évolué : il est aujourd'hui possible d'obtenir un résultat irréprochable avec des produits moins agressifs pour les agents, les occupants et l'environnement.",
      },
      { type: "heading", text: "Se fier aux écolabels" },
      {
        type: "paragraph",
        text: "L'Écolabel européen et l'Ecocert garantissent que le produit a été évalué sur tout son cycle de vie : biodégradabilité, toxicité pour les milieux aquatiques, emballage. Ce sont nos produits par défaut pour l'entretien courant des bureaux.",
      },
      { type: "heading", text: "Le bon dosage, premier geste écologique" },
      {
        type: "paragraph",
        text: "Un produit surdosé ne nettoie pas mieux : il laisse des traces, encrasse les sols et finit dans les eaux usées. Nos agents utilisent des centrales de dilution ou des doses préremplies, ce qui réduit la consommation de produit de près d'un tiers.",
      },
      { type: "heading", text: "Moins de produit grâce au matériel" },
      {
        type: "list",
        items: [
          "la microfibre retient la poussière et les salissures avec très peu d'eau ;",
          "la perche à eau pure lave les vitres sans aucun détergent ;",
          "le nettoyage vapeur désinfecte certaines surfaces sans produit chimique ;",
          "les autolaveuses récentes consomment moins d'eau et d'énergie.",
        ],
      },
      { type: "heading", text: "Et la désinfection ?" },
      {
        type: "paragraph",
        text: "Désinfecter partout et tout le temps n'a pas de sens. Nous réservons les désinfectants aux zones qui en ont besoin : sanitaires, points de contact, espaces alimentaires et lieux de soins. Ailleurs, un nettoyage soigné suffit.",
      },
    ],
  },
  {
    slug: "hygiene-cuisine-restaurant-haccp",
    title: "Restaurants : réussir son plan de nettoyage HACCP",
    excerpt:
      "Le plan de nettoyage et de désinfection est au cœur de la méthode HACCP. Ce qu'il doit contenir et comment le faire vivre au quotidien.",
    category: "Réglementation",
    date: "2025-03-11",
    image: {
      src: "/images/blog/hygiene-cuisine-restaurant-haccp.svg",
      alt: "Un agent nettoie le plan de travail en inox d'une cuisine de restaurant, à côté d'une fiche de traçabilité",
    },
    author: "Sophie Bernard",
    body: [
      {
        type: "paragraph",
        text: "Tout établissement qui prépare des repas doit appliquer les principes de la méthode HACCP et le Paquet hygiène européen. Lors d'un contrôle sanitaire, l'inspecteur demandera presque toujours à voir votre plan de nettoyage et de désinfection, et la preuve qu'il est appliqué.",
      },
      { type: "heading", text: "Ce que contient un plan de nettoyage" },
      {
        type: "list",
        items: [
          "la liste des zones et des équipements à nettoyer ;",
          "la fréquence de chaque opération : après chaque service, chaque jour, chaque semaine ;",
          "les produits utilisés, leur dilution et leur temps de contact ;",
          "la méthode, étape par étape ;",
          "la personne responsable de chaque tâche.",
        ],
      },
      { type: "heading", text: "Tracer ce qui est fait" },
      {
        type: "paragraph",
        text: "Un plan qui n'est pas suivi ne vaut rien. Une fiche de traçabilité, signée après chaque opération, permet de démontrer que le nettoyage a bien été fait. Nos agents la remplissent à chaque intervention et la laissent à disposition dans la cuisine.",
      },
      { type: "heading", text: "Les zones à ne pas négliger" },
      {
        type: "paragraph",
        text: "Les hottes et leurs filtres, les joints des chambres froides, les siphons de sol et le dessous des équipements sont les endroits où les graisses et les bactéries s'accumulent. Ils demandent un nettoyage de fond régulier, idéalement le jour de fermeture.",
      },
      { type: "heading", text: "Des produits adaptés" },
      {
        type: "paragraph",
        text: "Les surfaces en contact avec les aliments doivent être traitées avec des produits autorisés pour cet usage, puis rincées si le fabricant l'exige. Un dégraissant industriel efficace sur un sol peut être interdit sur un plan de travail.",
      },
    ],
  },
  {
    slug: "entretien-parties-communes-copropriete",
    title: "Parties communes : ce que le contrat d'entretien doit prévoir",
    excerpt:
      "Halls, escaliers, conteneurs, vitres : le guide pour les conseils syndicaux qui veulent un contrat clair et des résidents satisfaits.",
    category: "Copropriété",
    date: "2025-01-28",
    image: {
      src: "/images/blog/entretien-parties-communes-copropriete.svg",
      alt: "Une agente lave le sol du hall d'un immeuble, devant les boîtes aux lettres",
    },
    author: "Julien Moreau",
    body: [
      {
        type: "paragraph",
        text: "La propreté des parties communes est l'un des premiers sujets de réclamation en copropriété. Bien souvent, le problème ne vient pas du prestataire mais d'un contrat trop vague. Voici ce qu'il doit préciser pour éviter les malentendus.",
      },
      { type: "heading", text: "Les tâches, une par une" },
      {
        type: "paragraph",
        text: "« Entretien des parties communes » ne suffit pas. Le contrat doit lister chaque zone (hall, escaliers, paliers, ascenseur, local à poubelles, caves, parking) et ce qui y est fait : balayage, lavage, dépoussiérage des rampes, nettoyage des vitres.",
      },
      { type: "heading", text: "Les fréquences" },
      {
        type: "list",
        items: [
          "le hall et l'ascenseur, de une à cinq fois par semaine selon la taille de l'immeuble ;",
          "les escaliers, lavés chaque semaine ou chaque mois ;",
          "les vitres du hall, chaque mois ;",
          "les caves et parkings, chaque trimestre.",
        ],
      },
      { type: "heading", text: "Les conteneurs" },
      {
        type: "paragraph",
        text: "La sortie et la rentrée des bacs doivent suivre le calendrier de collecte de votre commune, jours fériés compris. Précisez aussi qui lave les bacs et le local, et à quelle fréquence : c'est la première source d'odeurs en été.",
      },
      { type: "heading", text: "Le contrôle" },
      {
        type: "paragraph",
        text: "Une fiche de passage affichée dans le hall, que l'agent signe à chaque visite, permet aux résidents de savoir quand l'immeuble a été entretenu. Un compte rendu transmis au syndic et une visite de contrôle régulière complètent le dispositif.",
      },
    ],
  },
  {
    slug: "preparer-nettoyage-fin-de-chantier",
    title: "Nettoyage de fin de chantier : bien le préparer",
    excerpt:
      "Poussières fines, traces de peinture, résidus de plâtre : comment organiser le nettoyage avant la livraison de vos locaux rénovés.",
    category: "Conseils",
    date: "2024-11-19",
    image: {
      src: "/images/blog/preparer-nettoyage-fin-de-chantier.svg",
      alt: "Un agent dépoussière une pièce rénovée, près d'un escabeau et de pots de peinture",
    },
    author: "Julien Moreau",
    body: [
      {
        type: "paragraph",
        text: "Après des travaux, la poussière se dépose partout, y compris là où on ne la voit pas : dans les gaines, sur les luminaires, dans les rails des fenêtres. Un nettoyage de fin de chantier bien préparé évite de la voir réapparaître pendant des semaines.",
      },
      { type: "heading", text: "Attendre le bon moment" },
      {
        type: "paragraph",
        text: "Le nettoyage doit intervenir quand tous les corps de métier sont partis. Un électricien qui repasse percer un mur après notre intervention, et tout est à refaire. Nous conseillons de le planifier juste avant la réception des travaux.",
      },
      { type: "heading", text: "Les étapes" },
      {
        type: "list",
        items: [
          "évacuation des déchets et gravats restants ;",
          "aspiration des poussières du haut vers le bas, avec des aspirateurs à filtre fin ;",
          "retrait des traces de peinture, de plâtre et de colle sur les vitres et les sols ;",
          "nettoyage des menuiseries, rails, plinthes, prises et interrupteurs ;",
          "lavage des sols adapté à leur revêtement, parfois en deux passages.",
        ],
      },
      { type: "heading", text: "Ce qu'il faut nous dire" },
      {
        type: "paragraph",
        text: "La nature des revêtements (parquet vitrifié, béton ciré, moquette neuve) détermine les produits et les machines que nous pouvons utiliser. Un plan des locaux et la liste des matériaux posés nous permettent de chiffrer précisément et de ne rien abîmer.",
      },
      { type: "heading", text: "Combien de temps prévoir ?" },
      {
        type: "paragraph",
        text: "Comptez en général une journée pour 200 à 300 m² de bureaux, avec une équipe de trois à quatre personnes. Pour une livraison urgente, nous pouvons intervenir le soir ou le week-end et vous adresser un devis express sous 2 heures.",
      },
    ],
  },
];

/** What the blog list shows of an article: everything but its text, and its date written in French. */
export type ArticleSummary = Omit<Article, "body"> & { dateLabel: string };

export function articleSummary({ body: _body, ...summary }: Article): ArticleSummary {
  return { ...summary, dateLabel: formatLongDate(summary.date) };
}

export function findArticle(slug: string | undefined): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
