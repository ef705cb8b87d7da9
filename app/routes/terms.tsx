import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Mentions légales et conditions d'utilisation",
    description: "Mentions légales et conditions d'utilisation du site de Clarté Propreté.",
    path: "/terms",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="Mentions légales et conditions d'utilisation" />;
}
