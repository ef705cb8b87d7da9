import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "À propos",
    description:
      "Depuis 2010, Clarté Propreté assure le nettoyage professionnel des entreprises de Paris et d'Île-de-France.",
    path: "/about",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="À propos" />;
}
