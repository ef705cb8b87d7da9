import type { Pricing } from "./enums";

/** A price in euro cents as French text: '1 250,00 € HT / mois', '27,50 € HT / h'. */
export function priceText(pricing: Pricing, cents: number): string {
  const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);
  return `${euros} HT / ${pricing === "forfait" ? "mois" : "h"}`;
}
