/**
 * The names a site made from a quote may take, best first: the client and the city, then with the street, then with
 * the quote's reference; site names are unique whatever the case, and a client may have several sites in a city.
 */
export function siteNameCandidates(client: string, place: { address: string; city: string }, reference: string) {
  const cut = (name: string) => name.slice(0, 200);
  return [
    cut(`${client} – ${place.city}`),
    cut(`${client} – ${place.address}, ${place.city}`),
    cut(`${client} – ${place.city} (${reference})`),
  ];
}
