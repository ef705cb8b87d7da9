import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Blog",
    description:
      "Conseils d'hygiène, d'entretien et de propreté pour les professionnels, par les experts de Clarté Propreté.",
    path: "/blog",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="Blog" />;
}
