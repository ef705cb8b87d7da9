import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Nettoyage professionnel à Paris et en Île-de-France",
    description:
      "Entreprise de nettoyage professionnel pour bureaux, commerces, immeubles et locaux industriels à Paris et en Île-de-France. Devis gratuit sous 24 heures ouvrées.",
    path: "/",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="Nettoyage professionnel à Paris et en Île-de-France" />;
}
