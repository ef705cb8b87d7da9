import { labelledEnum } from "./labelled-enum";

/** How a site's service is priced: a monthly flat fee, or a rate per hour delivered (both excluding VAT). */
export const { values: PRICINGS, labels: PRICING_LABELS } = labelledEnum({
  forfait: "Forfait mensuel HT",
  horaire: "Taux horaire HT",
});
export type Pricing = (typeof PRICINGS)[number];

/** A price in euro cents as French text: '1 250,00 € HT / mois', '27,50 € HT / h'. */
export function priceText(pricing: Pricing, cents: number): string {
  const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);
  return `${euros} HT / ${pricing === "forfait" ? "mois" : "h"}`;
}
