import { SERVICE_SLUGS } from "../../domain/services";
import { articles } from "./articles";
import { jobOffers } from "./job-offers";

/** Every public URL of the site, in the order of the sitemap. */
export function publicPaths(): string[] {
  return [
    "/",
    "/services",
    ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
    "/about",
    "/contact",
    "/quote",
    "/blog",
    ...articles.map((article) => `/blog/${article.slug}`),
    "/job-offers",
    ...jobOffers.map((offer) => `/job-offers/${offer.id}`),
    "/privacy",
    "/terms",
  ];
}

/**
 * Pages whose forms post to their own action, and the legal pages, which say what the operator's environment
 * configures (docs/decisions/023-legal-identity-from-configuration.md), stay rendered per request.
 */
const renderedPerRequest = new Set(["/contact", "/quote", "/privacy", "/terms"]);

/** Public pages rendered to HTML at build time; every other URL is rendered per request. */
export function prerenderedPaths(): string[] {
  return publicPaths().filter((path) => !renderedPerRequest.has(path));
}
