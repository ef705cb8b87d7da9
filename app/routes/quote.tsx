import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Demander un devis",
    description:
      "Demandez un devis gratuit de nettoyage professionnel : réponse de notre équipe commerciale sous 24 heures ouvrées.",
    path: "/quote",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="Demander un devis" />;
}
