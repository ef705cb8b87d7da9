import { enumValues } from "./labelled-enum";

/**
 * The eight services, keyed once by the service type the quote form stores, each with the slug of its page
 * (/services/{slug}) and the label the forms and the inbox show. The two spellings differ for one service
 * only: the type `ponctuel` is the page /services/ponctuels.
 */
export const SERVICE_CATALOGUE = {
  bureaux: { slug: "bureaux", label: "Nettoyage de bureaux" },
  magasins: { slug: "magasins", label: "Nettoyage de magasins" },
  industriel: { slug: "industriel", label: "Nettoyage industriel" },
  immeubles: { slug: "immeubles", label: "Nettoyage d'immeubles" },
  restaurants: { slug: "restaurants", label: "Nettoyage de restaurants" },
  vitres: { slug: "vitres", label: "Nettoyage de vitres" },
  medical: { slug: "medical", label: "Nettoyage de cabinets médicaux" },
  ponctuel: { slug: "ponctuels", label: "Nettoyage ponctuel" },
} as const;

export type ServiceType = keyof typeof SERVICE_CATALOGUE;
export type ServiceSlug = (typeof SERVICE_CATALOGUE)[ServiceType]["slug"];

/** The service types in the catalogue's order. */
export const SERVICE_TYPES = enumValues(SERVICE_CATALOGUE);

export const SERVICE_SLUGS: readonly ServiceSlug[] = SERVICE_TYPES.map((type) => SERVICE_CATALOGUE[type].slug);

export const SERVICE_TYPE_LABELS = Object.fromEntries(
  SERVICE_TYPES.map((type) => [type, SERVICE_CATALOGUE[type].label]),
) as Record<ServiceType, string>;

/**
 * The service a link names (/quote?service=…): the page slug ("ponctuels") or the stored type ("ponctuel"); anything
 * else names none.
 */
export function serviceTypeOf(name: string | null | undefined): ServiceType | undefined {
  return SERVICE_TYPES.find((type) => type === name || SERVICE_CATALOGUE[type].slug === name);
}
