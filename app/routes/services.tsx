import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Nos services de nettoyage",
    description:
      "Nettoyage de bureaux, magasins, sites industriels, immeubles, restaurants, vitres, cabinets médicaux et interventions ponctuelles en Île-de-France.",
    path: "/services",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="Nos services de nettoyage" />;
}
