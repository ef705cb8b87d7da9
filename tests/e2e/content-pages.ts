/** The six articles of the blog, in the order of the list. */
export const articleSlugs = [
  "frequence-nettoyage-bureaux",
  "desinfection-points-de-contact",
  "produits-ecologiques-nettoyage",
  "hygiene-cuisine-restaurant-haccp",
  "entretien-parties-communes-copropriete",
  "preparer-nettoyage-fin-de-chantier",
];

/**
 * Every public page, written out so that the sitemap is checked against the route list of docs/product.md, not
 * against the code that makes it.
 */
export const publicPaths = [
  "/",
  "/services",
  "/services/bureaux",
  "/services/magasins",
  "/services/industriel",
  "/services/immeubles",
  "/services/restaurants",
  "/services/vitres",
  "/services/medical",
  "/services/ponctuels",
  "/about",
  "/contact",
  "/quote",
  "/blog",
  "/blog/frequence-nettoyage-bureaux",
  "/blog/desinfection-points-de-contact",
  "/blog/produits-ecologiques-nettoyage",
  "/blog/hygiene-cuisine-restaurant-haccp",
  "/blog/entretien-parties-communes-copropriete",
  "/blog/preparer-nettoyage-fin-de-chantier",
  "/job-offers",
  "/job-offers/agent-proprete-paris",
  "/job-offers/chef-equipe-ile-de-france",
  "/job-offers/laveur-vitres-nanterre",
  "/privacy",
  "/terms",
];
