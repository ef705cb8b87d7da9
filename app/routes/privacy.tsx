import { PagePlaceholder } from "../components/layout/page-placeholder";
import { rootPublicUrl, seo } from "../lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Politique de confidentialité",
    description:
      "Comment Clarté Propreté collecte, utilise et protège vos données personnelles, et comment exercer vos droits.",
    path: "/privacy",
    publicUrl: rootPublicUrl(matches),
  });

export default function Page() {
  return <PagePlaceholder title="Politique de confidentialité" />;
}
