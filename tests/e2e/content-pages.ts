import { SERVICE_SLUGS } from "../../app/domain/services";

/** The six articles of the blog, in the order of the list. */
export const articleSlugs = [
  "frequence-nettoyage-bureaux",
  "desinfection-points-de-contact",
  "produits-ecologiques-nettoyage",
  "hygiene-cuisine-restaurant-haccp",
  "entretien-parties-communes-copropriete",
  "preparer-nettoyage-fin-de-chantier",
];

/** Every public page, written out so that the sitemap is checked against the route list of docs/product.md, not against itself. */
export const publicPaths = [
  "/",
  "/services",
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  "/about",
  "/contact",
  "/quote",
  "/blog",
  ...articleSlugs.map((slug) => `/blog/${slug}`),
  "/job-offers",
  "/job-offers/agent-proprete-paris",
  "/job-offers/chef-equipe-ile-de-france",
  "/job-offers/laveur-vitres-nanterre",
  "/privacy",
  "/terms",
];
