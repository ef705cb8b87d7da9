/** The key a site's name is matched by (plannings' locations, uniqueness): trimmed, case-insensitive. */
export function siteNameKey(name: string): string {
  return name.trim().toLocaleLowerCase("fr");
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
