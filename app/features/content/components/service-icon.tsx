import { Building, Building2, Factory, PanelsTopLeft, Siren, Stethoscope, Store, UtensilsCrossed } from "lucide-react";
import type { ServiceSlug } from "../../../domain/services";

const icons = {
  bureaux: Building2,
  magasins: Store,
  industriel: Factory,
  immeubles: Building,
  restaurants: UtensilsCrossed,
  vitres: PanelsTopLeft,
  medical: Stethoscope,
  ponctuels: Siren,
} satisfies Record<ServiceSlug, unknown>;

export function ServiceIcon({ slug, className = "size-6" }: { slug: ServiceSlug; className?: string }) {
  const Icon = icons[slug];
  return <Icon aria-hidden="true" className={className} />;
}
