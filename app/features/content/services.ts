import type { ServiceSlug } from "../../domain/services";
import servicesData from "./services.json";

/**
 * The eight services of the site. Every text their card, their home dialog and their page show is in services.json.
 */

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

export const services = servicesData as Service[];

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
