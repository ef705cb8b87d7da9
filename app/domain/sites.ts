/** The key a site's name is matched by (plannings' locations, uniqueness): trimmed, case-insensitive. */
export function siteNameKey(name: string): string {
  return name.trim().toLocaleLowerCase("fr");
}

/** The place of a shift with neither site nor location: its group in the grids and on the staff home. */
export const NO_LOCATION = "Sans localisation";
/** The place of a shift with neither site nor location, in the mails and the employees' pages. */
export const UNSPECIFIED_LOCATION = "Non spécifié";

/** Where a shift is, in a word: its site's name, else its free-text location (trimmed), else `none`. */
export function placeName(siteName: string | null | undefined, location: string | null, none: string): string {
  return siteName ?? (location?.trim() || none);
}

/** A site's name and postal address: what a page, a mail or a sheet writes of where it is. */
export interface SiteAddress {
  name: string;
  address: string;
  postalCode: string;
  city: string;
}

/** A site's postal address on one line: '33 avenue du Maine, 75015 Paris'. */
export function siteAddressLine(site: { address: string; postalCode: string; city: string }): string {
  return `${site.address}, ${site.postalCode} ${site.city}`;
}
